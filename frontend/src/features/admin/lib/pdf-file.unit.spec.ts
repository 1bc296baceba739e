import { describe, expect, it } from '@jest/globals';
import { ADMIN_MESSAGES, LIMITS } from '@evisa/contracts';
import { hasPdfMagic, readPdfAttachment } from './pdf-file';

const bytes = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

describe('PDF attachment check', () => {
  it('knows a PDF by its first bytes, not its name or type', () => {
    expect(hasPdfMagic(bytes('%PDF-1.7\n'))).toBe(true);
    expect(hasPdfMagic(bytes('%PDF'))).toBe(false);
    expect(hasPdfMagic(bytes('\x89PNG\r\n'))).toBe(false);
  });

  it('returns a PDF as an application/pdf data URL whatever type the browser guessed', async () => {
    const result = await readPdfAttachment(new File([bytes('%PDF-1.4 tiny')], 'x.bin', { type: 'application/octet-stream' }));
    expect(result).toEqual({ ok: true, dataUrl: `data:application/pdf;base64,${btoa('%PDF-1.4 tiny')}` });
  });

  it("refuses other content with 'Lütfen sadece PDF dosyası seçin.'", async () => {
    expect(await readPdfAttachment(new File([bytes('<html>')], 'evisa.pdf', { type: 'application/pdf' }))).toEqual({
      ok: false,
      message: ADMIN_MESSAGES.pdfOnly,
    });
  });

  it("refuses more than 5 MB with 'PDF dosyası çok büyük. Maksimum 5MB olmalı.', and accepts exactly 5 MB", async () => {
    const atLimit = new Uint8Array(LIMITS.pdfMaxBytes);
    atLimit.set(bytes('%PDF-'));
    expect((await readPdfAttachment(new Blob([atLimit]))).ok).toBe(true);
    const over = new Uint8Array(LIMITS.pdfMaxBytes + 1);
    over.set(bytes('%PDF-'));
    expect(await readPdfAttachment(new Blob([over]))).toEqual({ ok: false, message: ADMIN_MESSAGES.pdfTooLarge });
  });
});
