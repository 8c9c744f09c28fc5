import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF as Chromium prints it, for tests (no PDF library in the repository): its compressed
 * streams inflated, the ToUnicode maps of its fonts read (glyph ids to characters, merged: the print views'
 * fonts agree on the glyphs tests look for), and the glyphs of every text operator mapped, one line per
 * text object.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const streams: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = (m.index ?? 0) + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) continue;
    try {
      streams.push(inflateSync(Buffer.from(raw.slice(start, end), 'latin1')).toString('latin1'));
    } catch {
      // Not deflated (or not a stream we can read): fonts and images, nothing to read.
    }
  }
  const glyphs = new Map<string, string>();
  const hex = (h: string) =>
    String.fromCodePoint(...(h.match(/.{4}/g) ?? []).map((u) => Number.parseInt(u, 16)));
  for (const s of streams.filter((x) => x.includes('begincmap'))) {
    for (const block of s.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
      for (const [, from = '', to = ''] of (block[1] ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
        if (!glyphs.has(from.toUpperCase())) glyphs.set(from.toUpperCase(), hex(to));
    for (const block of s.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
      for (const [, lo = '', hi = '', to = ''] of (block[1] ?? '').matchAll(
        /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g,
      )) {
        const first = Number.parseInt(lo, 16);
        const base = Number.parseInt(to, 16);
        for (let g = first; g <= Number.parseInt(hi, 16); g++) {
          const key = g.toString(16).toUpperCase().padStart(4, '0');
          if (!glyphs.has(key)) glyphs.set(key, String.fromCodePoint(base + g - first));
        }
      }
  }
  const lines: string[] = [];
  for (const s of streams.filter((x) => x.includes('BT'))) {
    for (const block of s.matchAll(/BT([\s\S]*?)ET/g)) {
      let line = '';
      for (const [, h = ''] of (block[1] ?? '').matchAll(/<([0-9A-Fa-f]+)>/g))
        for (const g of h.match(/.{4}/g) ?? []) line += glyphs.get(g.toUpperCase()) ?? '';
      if (line) lines.push(line);
    }
  }
  return lines.join('\n');
}
