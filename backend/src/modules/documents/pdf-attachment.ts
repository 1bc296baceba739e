import { ADMIN_MESSAGES, LIMITS } from '@evisa/contracts';
import { invalid } from '../../domain/shared/domain-error.js';

const DATA_URL = /^data:([a-z0-9.+/-]{1,100});base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const PDF_MAGIC = Buffer.from('%PDF-');

/**
 * The admin's PDF attachment, a base64 data URL. Judged by its content (the `%PDF-` magic bytes),
 * not by the declared type or a file name, and at most LIMITS.pdfMaxBytes once decoded.
 */
export function parsePdfDataUrl(dataUrl: string): Buffer {
  const refuse = (message: string) => invalid(message, { pdfAttachment: [message] });
  const prefix = DATA_URL.exec(dataUrl);
  if (!prefix) throw refuse(ADMIN_MESSAGES.pdfOnly);
  const body = dataUrl.slice(prefix[0].length).replace(/\s+/g, '');
  // Checked before decoding: the decoded size is 3/4 of the base64 length, less padding.
  const decodedSize = Math.floor((body.length * 3) / 4) - (body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0);
  if (decodedSize > LIMITS.pdfMaxBytes) throw refuse(ADMIN_MESSAGES.pdfTooLarge);
  if (body.length % 4 !== 0 || !BASE64.test(body)) throw refuse(ADMIN_MESSAGES.pdfOnly);
  const content = Buffer.from(body, 'base64');
  if (content.length < PDF_MAGIC.length || !content.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) throw refuse(ADMIN_MESSAGES.pdfOnly);
  return content;
}
