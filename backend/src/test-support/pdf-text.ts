import { inflateSync } from 'node:zlib';

/**
 * The text drawn in a PDF, good enough for tests of the PDFs we generate (pdfkit): inflates the
 * streams, maps each font's codes back to Unicode through its ToUnicode CMap (embedded fonts) or
 * Latin-1 (built-in fonts), and returns the strings of every text operator in drawing order.
 * Right-to-left runs come out in visual order.
 */
export function extractPdfText(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const objects = new Map<number, { dict: string; stream: string | null }>();
  for (const match of source.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2]!;
    const streamAt = body.indexOf('stream');
    if (streamAt < 0) {
      objects.set(Number(match[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const start = streamAt + 'stream'.length + (body[streamAt + 6] === '\r' ? 2 : 1);
    const raw = Buffer.from(body.slice(start, body.lastIndexOf('endstream')), 'latin1');
    const data = /\/FlateDecode/.test(dict) ? inflateSync(raw) : raw;
    objects.set(Number(match[1]), { dict, stream: data.toString('latin1') });
  }

  const cmapOf = (fontObject: number): Map<number, string> | null => {
    const ref = /\/ToUnicode (\d+) 0 R/.exec(objects.get(fontObject)?.dict ?? '');
    const cmap = ref ? objects.get(Number(ref[1]))?.stream : null;
    if (!cmap) return null;
    const map = new Map<number, string>();
    // pdfkit writes a ligature's several code points space-separated in one entry (<0066 0069> for "fi").
    const hex = (h: string) => String.fromCodePoint(...(h.replace(/\s+/g, '').match(/.{4}/g) ?? []).map((u) => parseInt(u, 16)));
    for (const [, body] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
      for (const [, from, to, target] of body!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f]+>)/gi)) {
        const first = parseInt(from!, 16);
        if (target!.startsWith('[')) [...target!.matchAll(/<([0-9a-f\s]+)>/gi)].forEach((m, i) => map.set(first + i, hex(m[1]!)));
        else for (let code = first; code <= parseInt(to!, 16); code++) map.set(code, String.fromCodePoint(parseInt(target!.slice(1, -1), 16) + code - first));
      }
    }
    for (const [, body] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
      for (const [, code, target] of body!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi)) map.set(parseInt(code!, 16), hex(target!));
    }
    return map;
  };

  const fonts = new Map<string, Map<number, string> | null>();
  for (const { dict } of objects.values()) {
    const resources = /\/Font\s*<<([^>]*)>>/.exec(dict);
    if (resources) for (const [, name, ref] of resources[1]!.matchAll(/\/(\w+)\s+(\d+) 0 R/g)) fonts.set(name!, cmapOf(Number(ref)));
  }

  const texts: string[] = [];
  for (const { dict, stream } of objects.values()) {
    if (!stream || /\/(Type|Subtype)\s*\/(XObject|Font|Metadata)|\/Length1|CMapName/.test(dict + stream.slice(0, 200))) continue;
    let cmap: Map<number, string> | null = null;
    for (const [, font, operand] of stream.matchAll(/\/(\w+)\s+[\d.]+\s+Tf|(\[[^\]]*\]\s*TJ|<[0-9a-f]*>\s*Tj)/gi)) {
      if (font) {
        cmap = fonts.get(font) ?? null;
        continue;
      }
      const decoded = [...operand!.matchAll(/<([0-9a-f]*)>/gi)]
        .map(([, hex]) => {
          if (!cmap) return Buffer.from(hex!, 'hex').toString('latin1');
          return (hex!.match(/.{4}/g) ?? []).map((code) => cmap!.get(parseInt(code, 16)) ?? '\ufffd').join('');
        })
        .join('');
      texts.push(decoded);
    }
  }
  return texts;
}
