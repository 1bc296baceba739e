import PDFDocument from 'pdfkit';
import { COMPANY, CURRENCY, type LanguageCode } from '@evisa/contracts';
import type { InsurancePlan, OrderLine } from '../../../projections/outbox/order-context.js';
import { formatDateRange, formatDateTime, formatMoney } from '../templates/format.js';
import { RECEIPT_TEXT } from '../templates/receipt.templates.js';
import { pdfFonts, toLatin1 } from './pdf-fonts.js';

/** Everything a receipt shows; stored as the attachment's data on the outbox row. */
export interface ReceiptData {
  readonly orderId: string;
  readonly language: LanguageCode;
  readonly paidAt: string;
  readonly transactionId: string;
  readonly cardLast4: string | null;
  readonly billedTo: { readonly name: string; readonly email: string } | null;
  readonly lines: readonly OrderLine[];
  readonly totalCents: number;
  /** What an insurance order bought; absent for visas and in receipts stored before it was added. */
  readonly insurancePlan?: InsurancePlan;
}

const PAGE = { left: 50, right: 545, width: 495 };

const RIGHT_TO_LEFT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const LETTER = /\p{L}/u;
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * The words of a text grouped by writing direction, in reading order: ["Ali", "محمد"] for
 * "Ali محمد". Words without letters (digits, punctuation) join the group before them.
 */
export function directionGroups(text: string): string[] {
  const groups: Array<{ rtl: boolean | null; words: string[] }> = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const rtl = RIGHT_TO_LEFT.test(word) ? true : LETTER.test(word) ? false : null;
    const last = groups.at(-1);
    if (last && (rtl === null || last.rtl === null || last.rtl === rtl)) {
      last.words.push(word);
      last.rtl ??= rtl;
    } else groups.push({ rtl, words: [word] });
  }
  return groups.map((group) => group.words.join(' '));
}
const LABEL_WIDTH = 190;
const GREY = '#555555';

/**
 * The receipt/invoice as a PDF. The same data always gives the same bytes (the document's dates
 * are the payment's), so it is rendered on demand instead of stored. Arabic is laid out right to
 * left: labels on the right, and Latin values (numbers, names, the company's details) always in
 * their own text runs, since the shaper reverses a whole run it takes for Arabic (no bidi here,
 * so Arabic wording avoids Latin words and brackets).
 */
export function renderReceiptPdf(data: ReceiptData, options: { compress?: boolean } = {}): Promise<Buffer> {
  const fonts = pdfFonts();
  // Without a Unicode font Arabic cannot be drawn at all: the receipt falls back to English.
  const language: LanguageCode = fonts.unicode || data.language !== 'ar' ? data.language : 'en';
  const t = RECEIPT_TEXT[language];
  const rtl = language === 'ar';
  const clean = (text: string) => (fonts.unicode ? text : toLatin1(text));

  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.left,
    compress: options.compress ?? true,
    lang: language,
    info: { Title: `${t.title} ${data.orderId}`, Author: COMPANY.legalName, Creator: COMPANY.brandName, Producer: COMPANY.brandName, CreationDate: new Date(data.paidAt) },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);

  const align = rtl ? 'right' : 'left';
  let y = PAGE.left;

  const write = (text: string, x: number, top: number, width: number, opts: { bold?: boolean; size?: number; align?: 'left' | 'right'; color?: string } = {}) => {
    doc.font(opts.bold ? 'bold' : 'regular').fontSize(opts.size ?? 10).fillColor(opts.color ?? '#000000');
    // `features` makes pdfkit shape a whole line in one run instead of word by word: only then does
    // the shaper reverse an Arabic line (or an Arabic name) as a whole, not each word in place.
    doc.text(clean(text), x, top, { width, align: opts.align ?? align, features: [] });
    return doc.y;
  };
  /**
   * A traveller's name, which may mix right-to-left and left-to-right words ("Ali محمد"). Drawn as
   * one run, the shaper would reverse the whole of it or none of it: the Latin word spelled
   * backwards in an Arabic receipt, or the Arabic word in a Latin one. So each same-direction
   * group of words is its own run, the groups placed in the line's order (right to left for
   * Arabic). A name of one direction, or one too long for a line, is written as before.
   */
  const writeName = (name: string, x: number, top: number, width: number) => {
    // Direction marks, embeddings and isolates (which names copied from documents carry) do nothing
    // here, where nothing reorders text, but the font draws each as a space-wide gap.
    const text = name.replace(BIDI_CONTROLS, '');
    const groups = fonts.unicode ? directionGroups(text) : [];
    if (groups.length < 2) return write(text, x, top, width);
    doc.font('regular').fontSize(10).fillColor('#000000');
    const space = doc.widthOfString(' ');
    const runs = (rtl ? [...groups].reverse() : groups).map((group) => ({ text: group, width: doc.widthOfString(group, { features: [] }) }));
    const total = runs.reduce((sum, run) => sum + run.width, 0) + space * (runs.length - 1);
    if (total > width) return write(text, x, top, width);
    let left = rtl ? x + width - total : x;
    for (const run of runs) {
      doc.text(run.text, left, top, { lineBreak: false, features: [] });
      left += run.width + space;
    }
    return doc.y;
  };
  /** A label and its value side by side (mirrored for Arabic); returns the next line's top. */
  const row = (label: string, value: string, top: number, opts: { bold?: boolean; size?: number; name?: boolean } = {}) => {
    const valueWidth = PAGE.width - LABEL_WIDTH - 10;
    const labelX = rtl ? PAGE.right - LABEL_WIDTH : PAGE.left;
    const valueX = rtl ? PAGE.left : PAGE.left + LABEL_WIDTH + 10;
    const a = write(label, labelX, top, LABEL_WIDTH, { ...opts, color: opts.bold ? '#000000' : GREY });
    const b = opts.name ? writeName(value, valueX, top, valueWidth) : write(value, valueX, top, valueWidth, opts);
    return Math.max(a, b) + 4;
  };
  const rule = (top: number) => {
    doc.moveTo(PAGE.left, top).lineTo(PAGE.right, top).lineWidth(0.5).strokeColor('#999999').stroke();
    return top + 8;
  };

  // Header: who issues the receipt, and what it is.
  write(COMPANY.brandName, PAGE.left, y, PAGE.width, { bold: true, size: 18, align: rtl ? 'right' : 'left' });
  y = write(t.title, PAGE.left, y, PAGE.width, { bold: true, size: 18, align: rtl ? 'left' : 'right' });
  y = write(t.subtitle, PAGE.left, y, PAGE.width, { size: 10, color: GREY, align: rtl ? 'left' : 'right' }) + 12;
  y = rule(y);

  y = row(t.orderNumber, data.orderId, y, { bold: true });
  if (data.insurancePlan) {
    y = row(t.travelDates, formatDateRange(data.insurancePlan.travelDate, data.insurancePlan.returnDate, language), y);
    y = row(t.coverDays, String(data.insurancePlan.coverDays), y);
  }
  y = row(t.paymentDate, formatDateTime(data.paidAt, language), y);
  y = row(t.transactionId, data.transactionId, y);
  y = row(t.currency, CURRENCY, y);
  if (data.cardLast4) y = row(t.card, `**** ${data.cardLast4}`, y);
  if (data.billedTo) {
    y = row(t.billedTo, data.billedTo.name, y, { name: true });
    y = row('', data.billedTo.email, y - 4);
  }
  y = rule(y + 10);

  // Items: description and amount columns, mirrored for Arabic.
  const amountWidth = 120;
  const descX = rtl ? PAGE.left + amountWidth + 10 : PAGE.left;
  const amountX = rtl ? PAGE.left : PAGE.right - amountWidth;
  const descWidth = PAGE.width - amountWidth - 10;
  const item = (description: string, amount: string, top: number, bold = false) => {
    const a = write(description, descX, top, descWidth, { bold });
    const b = write(amount, amountX, top, amountWidth, { bold, align: rtl ? 'left' : 'right' });
    return Math.max(a, b) + 6;
  };
  y = item(t.description, t.amount, y, true);
  y = rule(y);
  for (const line of data.lines) y = item(t.lines[line.code] ?? line.code, formatMoney(line.amountCents, language), y);
  y = rule(y);
  y = item(t.total, formatMoney(data.totalCents, language), y, true);
  y = write(t.paid, PAGE.left, y + 4, PAGE.width, { color: GREY }) + 20;

  // The seller, as PRODUCT.md decision 1 requires on every receipt.
  y = row(t.seller, COMPANY.legalName, y);
  y = row(t.registration, COMPANY.registrationNumber, y);
  y = row(t.address, COMPANY.address, y);
  y = row(t.cardStatement, COMPANY.cardStatementName, y);
  y = row(t.support, COMPANY.supportEmail, y);
  y = rule(y + 10);

  y = write(t.disclaimer, PAGE.left, y, PAGE.width, { size: 8, color: GREY }) + 4;
  row(t.officialSite, COMPANY.officialEvisaHost, y, { size: 8 });

  doc.end();
  return done;
}
