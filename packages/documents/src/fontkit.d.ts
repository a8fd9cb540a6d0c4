/** fontkit ships no types; documents only open a font with it, reach its glyphs and hand it to pdfkit. */
declare module 'fontkit' {
  export interface Font {
    /** Every code point the font maps to a glyph. */
    characterSet: number[];
    glyphForCodePoint(codePoint: number): unknown;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
