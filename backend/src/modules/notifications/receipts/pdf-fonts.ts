import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Fonts for generated PDFs; `unicode` is false when only PDF's built-in Latin-1 fonts are available. */
export interface PdfFonts {
  readonly regular: Buffer | string;
  readonly bold: Buffer | string;
  readonly unicode: boolean;
}

/** The `dejavu-fonts-ttf` npm package, a dependency, so every machine has the font without an OS package. */
function packagedFonts(): readonly [string, string] | undefined {
  try {
    const root = dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json'));
    return [join(root, 'ttf/DejaVuSans.ttf'), join(root, 'ttf/DejaVuSans-Bold.ttf')];
  } catch {
    return undefined;
  }
}

/**
 * DejaVu Sans covers Latin (Turkish ş ğ ı İ included) and Arabic with its shaping tables in one
 * font, so a receipt never switches fonts mid-line. The packaged copy first, then Debian's
 * `fonts-dejavu-core` and the other common distributions' paths.
 */
const CANDIDATES: ReadonlyArray<readonly [string, string]> = [
  ...(packagedFonts() ? [packagedFonts()!] : []),
  ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'],
  ['/usr/share/fonts/dejavu/DejaVuSans.ttf', '/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf'],
  ['/usr/share/fonts/TTF/DejaVuSans.ttf', '/usr/share/fonts/TTF/DejaVuSans-Bold.ttf'],
];

const BUILT_IN: PdfFonts = { regular: 'Helvetica', bold: 'Helvetica-Bold', unicode: false };

let cached: PdfFonts | undefined;

/** Loaded once per process: reading the files per receipt would dominate rendering time. */
export function pdfFonts(): PdfFonts {
  if (cached) return cached;
  const found = CANDIDATES.find(([regular, bold]) => existsSync(regular) && existsSync(bold));
  cached = found ? { regular: readFileSync(found[0]), bold: readFileSync(found[1]), unicode: true } : BUILT_IN;
  return cached;
}

const TRANSLITERATION: Record<string, string> = { ş: 's', Ş: 'S', ğ: 'g', Ğ: 'G', ı: 'i', İ: 'I', '–': '-', '’': "'", '•': '*' };

/** Text the built-in fonts can draw (Windows-1252): Turkish letters lose their marks, the rest becomes '?'. */
export function toLatin1(text: string): string {
  return [...text].map((c) => TRANSLITERATION[c] ?? (c.charCodeAt(0) <= 0xff ? c : '?')).join('');
}
