import { describe, expect, it } from '@jest/globals';
import type { LanguageCode } from '@evisa/contracts';
import { extractPdfText } from '../../../test-support/pdf-text.js';
import { directionGroups, renderReceiptPdf } from './receipt-pdf.js';

const receiptFor = async (language: LanguageCode, name: string) =>
  extractPdfText(
    await renderReceiptPdf({
      orderId: 'ABC1234567890XYZ',
      language,
      paidAt: '2025-03-14T09:26:53.000Z',
      transactionId: 'gpay_0123456789',
      cardLast4: '4242',
      billedTo: { name, email: 'payer@example.com' },
      lines: [{ code: 'service-fee', amountCents: 2500 }],
      totalCents: 2500,
    }),
  );
/** The runs drawn for the billed-to name: between its label and the email drawn under it. */
const nameRuns = (runs: string[], label: string) => runs.slice(runs.indexOf(label) + 1, runs.indexOf('payer@example.com'));

describe('the receipt draws a traveller’s name', () => {
  it('groups a name’s words by writing direction, in reading order', () => {
    expect(directionGroups('Ali محمد')).toEqual(['Ali', 'محمد']);
    expect(directionGroups('محمد  علي')).toEqual(['محمد علي']);
    expect(directionGroups('محمد Ali Hassan 2')).toEqual(['محمد', 'Ali Hassan 2']);
    expect(directionGroups('O’Neil-Smith')).toEqual(['O’Neil-Smith']);
  });

  it('mixing Arabic and Latin words with each spelled the right way round, in a Latin and in an Arabic receipt', async () => {
    // Runs come out in visual order: an Arabic run reads reversed when drawn right to left.
    const en = nameRuns(await receiptFor('en', 'Ali محمد'), 'Billed to');
    expect(en).toEqual(['Ali', 'دمحم']);
    const ar = nameRuns(await receiptFor('ar', 'محمد Ali'), 'مساب ةرداص');
    // Right to left: the Arabic first name stands rightmost, drawn last; "Ali" is never spelled "ilA".
    expect(ar).toEqual(['Ali', 'دمحم']);
  });

  it('in one run when its words share a direction, as before', async () => {
    expect(nameRuns(await receiptFor('en', 'Şule Yıldız'), 'Billed to')).toEqual(['Şule Yıldız']);
    expect(nameRuns(await receiptFor('ar', 'محمد علي'), 'مساب ةرداص')).toEqual(['يلع دمحم']);
    expect(nameRuns(await receiptFor('en', 'שרה כהן'), 'Billed to')).toEqual(['ןהכ הרש']);
  });

  it('without the direction marks and isolates a name copied from a document carries, which would be drawn as gaps', async () => {
    expect(nameRuns(await receiptFor('ar', '\u200f\u202bمحمد\u200f علي\u202c'), 'مساب ةرداص')).toEqual(['يلع دمحم']);
    expect(nameRuns(await receiptFor('en', 'Ali \u2067محمد\u2069'), 'Billed to')).toEqual(['Ali', 'دمحم']);
  });
});
