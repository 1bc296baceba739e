import { ADMIN_MESSAGES, LIMITS } from '@evisa/contracts';

/** Every PDF starts with these bytes; the file name and the browser's MIME guess prove nothing. */
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

export type PdfCheck = { ok: true; dataUrl: string } | { ok: false; message: string };

function readAsArrayBuffer(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(blob);
  });
}

export function hasPdfMagic(bytes: Uint8Array): boolean {
  return PDF_MAGIC.every((byte, index) => bytes[index] === byte);
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let offset = 0; offset < bytes.length; offset += chunk) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + chunk));
  }
  return btoa(binary);
}

/**
 * Checks the chosen file the way the server will (size first, then content) and returns it as the
 * `data:application/pdf;base64,...` URL the status call carries, or the spec's message.
 */
export async function readPdfAttachment(file: Blob): Promise<PdfCheck> {
  if (file.size > LIMITS.pdfMaxBytes) return { ok: false, message: ADMIN_MESSAGES.pdfTooLarge };
  const bytes = new Uint8Array(await readAsArrayBuffer(file));
  if (!hasPdfMagic(bytes)) return { ok: false, message: ADMIN_MESSAGES.pdfOnly };
  return { ok: true, dataUrl: `data:application/pdf;base64,${toBase64(bytes)}` };
}
