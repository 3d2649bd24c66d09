/** The part of fontkit (no types of its own) that the QR sheet uses: open a font, shape a line, subset it. */
declare module 'fontkit' {
  export interface Glyph {
    id: number;
    codePoints: number[];
    advanceWidth: number;
  }
  export interface GlyphPosition {
    xAdvance: number;
    yAdvance: number;
    xOffset: number;
    yOffset: number;
  }
  export interface GlyphRun {
    glyphs: Glyph[];
    positions: GlyphPosition[];
  }
  export interface Subset {
    includeGlyph(glyph: number | Glyph): number;
    encode(): Uint8Array;
  }
  export interface Font {
    postscriptName: string;
    unitsPerEm: number;
    ascent: number;
    descent: number;
    capHeight: number;
    bbox: { minX: number; minY: number; maxX: number; maxY: number };
    layout(text: string, features?: string[] | Record<string, boolean>, script?: string, language?: string): GlyphRun;
    createSubset(): Subset;
  }
  export function openSync(path: string): Font;
  export function create(buffer: Uint8Array): Font;
}
