import { describe, expect, it } from '@jest/globals';
import { pdfFonts } from './pdf-fonts.js';

describe('receipt fonts', () => {
  it('has a Unicode font on every machine (packaged DejaVu Sans), so Turkish and Arabic render', () => {
    const fonts = pdfFonts();
    expect(fonts.unicode).toBe(true);
    expect(Buffer.isBuffer(fonts.regular) && fonts.regular.subarray(0, 4).toString('hex')).toBe('00010000');
  });
});
