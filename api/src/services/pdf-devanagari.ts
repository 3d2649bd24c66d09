/**
 * Devanagari on the QR sheet (issue 19). Helvetica has no Devanagari letters, so runs of Devanagari
 * in a name are shaped with fontkit (conjuncts, matras in their place) in Noto Sans Devanagari from
 * @fontsource/noto-sans-devanagari, and only the glyphs used are embedded (a TrueType subset, a
 * Type0/CIDFontType2 font). Each run carries its text as /ActualText and the font a ToUnicode map,
 * so the name can be searched and copied. Latin text stays Helvetica, so a sheet without
 * Devanagari is byte for byte what it was.
 */
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);
/** Devanagari, Devanagari Extended and Vedic Extensions (ranges of code points: a regular expression class would split the marks). */
const RANGES = [
  [0x0900, 0x097f],
  [0xa8e0, 0xa8ff],
  [0x1cd0, 0x1cff],
] as const;
const isDevanagari = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return RANGES.some(([from, to]) => code >= from && code <= to);
};
/** Zero-width (non-)joiners belong to the Devanagari run around them. */
const isJoiner = (char: string) => char === '\u200C' || char === '\u200D';

export const hasDevanagari = (text: string): boolean => [...text].some(isDevanagari);

export interface TextRun {
  devanagari: boolean;
  text: string;
}

/** The text cut into Devanagari and other runs; a space goes with the run before it. */
export function textRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const devanagari = isDevanagari(char) || (isJoiner(char) && Boolean(last?.devanagari));
    if (last && (last.devanagari === devanagari || char === ' ')) last.text += char;
    else runs.push({ devanagari, text: char });
  }
  return runs;
}

type Weight = 'regular' | 'bold';
const files: Record<Weight, string> = {
  regular: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
  bold: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff',
};
const opened = new Map<Weight, fontkit.Font>();
const fontOf = (weight: Weight) => {
  let font = opened.get(weight);
  if (!font) {
    font = fontkit.openSync(require.resolve(files[weight]));
    opened.set(weight, font);
  }
  return font;
};

export interface PlacedGlyph {
  glyph: fontkit.Glyph;
  /** Position from the run's start, in text space units of a 1-point font. */
  x: number;
  y: number;
}

/** A shaped Devanagari run: its glyphs where they go, and its width at size 1. */
export function shapeRun(text: string, weight: Weight): { glyphs: PlacedGlyph[]; width: number } {
  const font = fontOf(weight);
  const run = font.layout(text);
  const scale = 1 / font.unitsPerEm;
  let pen = 0;
  const glyphs = run.glyphs.map((glyph, i) => {
    const position = run.positions[i] ?? { xAdvance: glyph.advanceWidth, yAdvance: 0, xOffset: 0, yOffset: 0 };
    const placed = { glyph, x: (pen + position.xOffset) * scale, y: position.yOffset * scale };
    pen += position.xAdvance;
    return placed;
  });
  return { glyphs, width: pen * scale };
}

const hex4 = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
const utf16 = (text: string) =>
  [...text]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      if (code < 0x10000) return hex4(code);
      const v = code - 0x10000;
      return hex4(0xd800 + (v >> 10)) + hex4(0xdc00 + (v & 0x3ff));
    })
    .join('');

/**
 * One embedded font of a document: glyphs are added while the pages are drawn (`use` answers the
 * subset's glyph id), then `objects` writes the font's PDF objects.
 */
export class EmbeddedDevanagari {
  private readonly subset: fontkit.Subset;
  private readonly used = new Map<number, fontkit.Glyph>();
  private readonly newIds = new Map<number, number>();

  constructor(
    readonly weight: Weight,
    readonly resourceName: string,
  ) {
    this.subset = fontOf(weight).createSubset();
  }

  private use(glyph: fontkit.Glyph): number {
    let id = this.newIds.get(glyph.id);
    if (id === undefined) {
      id = this.subset.includeGlyph(glyph);
      this.newIds.set(glyph.id, id);
      this.used.set(id, glyph);
    }
    return id;
  }

  /** Content stream operators that draw the run at (x, y), marked with its text for search and copy. */
  draw(text: string, size: number, x: number, y: number): string {
    const { glyphs } = shapeRun(text, this.weight);
    const shown = glyphs.map(
      (placed) => `1 0 0 1 ${(x + placed.x * size).toFixed(2)} ${(y + placed.y * size).toFixed(2)} Tm <${hex4(this.use(placed.glyph))}> Tj`,
    );
    return `/Span << /ActualText <FEFF${utf16(text)}> >> BDC BT /${this.resourceName} ${size} Tf ${shown.join(' ')} ET EMC`;
  }

  get isUsed(): boolean {
    return this.used.size > 0;
  }

  /** The font's objects, numbered from `first`: Type0 font (first), CIDFont, descriptor, font file, ToUnicode. */
  objects(first: number): { n: number; body: Buffer }[] {
    const font = fontOf(this.weight);
    const scale = 1000 / font.unitsPerEm;
    const bytes = Buffer.from(this.subset.encode());
    const name = `${this.weight === 'bold' ? 'FOBOLD' : 'FOREGU'}+${font.postscriptName.replace(/[^A-Za-z0-9-]/g, '')}`;
    const ids = [...this.used.keys()].sort((a, b) => a - b);
    const widths = ids.map((id) => `${id} [${Math.round((this.used.get(id)?.advanceWidth ?? 0) * scale)}]`).join(' ');
    const cmapLines = ids.flatMap((id) => {
      const points = this.used.get(id)?.codePoints ?? [];
      return points.length ? [`<${hex4(id)}> <${utf16(String.fromCodePoint(...points))}>`] : [];
    });
    const cmap = [
      '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
      '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def /CMapName /Adobe-Identity-UCS def /CMapType 2 def',
      '1 begincodespacerange <0000> <FFFF> endcodespacerange',
      // At most 100 entries per block.
      ...Array.from({ length: Math.ceil(cmapLines.length / 100) }, (_, i) => {
        const block = cmapLines.slice(i * 100, i * 100 + 100);
        return `${block.length} beginbfchar\n${block.join('\n')}\nendbfchar`;
      }),
      'endcmap CMapName currentdict /CMap defineresource pop end end',
    ].join('\n');
    const bbox = [font.bbox.minX, font.bbox.minY, font.bbox.maxX, font.bbox.maxY].map((v) => Math.round(v * scale)).join(' ');
    const text = (s: string) => Buffer.from(s, 'latin1');
    return [
      {
        n: first,
        body: text(
          `<< /Type /Font /Subtype /Type0 /BaseFont /${name} /Encoding /Identity-H /DescendantFonts [${first + 1} 0 R] /ToUnicode ${first + 4} 0 R >>`,
        ),
      },
      {
        n: first + 1,
        body: text(
          `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${name} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor ${first + 2} 0 R /W [${widths}] /CIDToGIDMap /Identity >>`,
        ),
      },
      {
        n: first + 2,
        body: text(
          `<< /Type /FontDescriptor /FontName /${name} /Flags 4 /FontBBox [${bbox}] /ItalicAngle 0 /Ascent ${Math.round(font.ascent * scale)} /Descent ${Math.round(font.descent * scale)} /CapHeight ${Math.round((font.capHeight || font.ascent) * scale)} /StemV 80 /FontFile2 ${first + 3} 0 R >>`,
        ),
      },
      { n: first + 3, body: Buffer.concat([text(`<< /Length ${bytes.length} /Length1 ${bytes.length} >>\nstream\n`), bytes, text('\nendstream')]) },
      { n: first + 4, body: text(`<< /Length ${cmap.length} >>\nstream\n${cmap}\nendstream`) },
    ];
  }
}
