/**
 * The fonts documents are set in: DejaVu Sans (regular and bold) from the `dejavu-fonts-ttf` package, read from
 * the installed package (nothing is fetched at run time). DejaVu covers Latin (with every accented letter of
 * the European languages), Greek, Cyrillic and the currency signs (€, £, ¥, ₹, ₽...); the PDF embeds only the
 * glyphs a document uses.
 *
 * Parsed once per process: opening a 750 kB font and reading its layout tables costs more than drawing a whole
 * invoice, and pdfkit takes a parsed font as well as a file (it makes a subset per document). A parsed font
 * keeps each glyph with the characters it was first reached by, and the PDF's text map comes from them: a glyph
 * first reached as a part of another (E inside É, when one document's subset is written) would have none, and
 * that letter would not extract from any later document. So every glyph is reached by its character first.
 * Each document's font subsets are written from parts kept with the font (`font-subset.ts`).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create } from 'fontkit';
import { useFastSubsets } from './font-subset.ts';

const require = createRequire(import.meta.url);

/** A parsed font, as pdfkit's `registerFont` takes it (its types name only files and buffers). */
export type ParsedFont = Buffer;

export interface DocumentFonts {
  regular: ParsedFont;
  bold: ParsedFont;
}

let loaded: DocumentFonts | undefined;

function open(file: string): ParsedFont {
  const font = create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
  for (const codePoint of font.characterSet) font.glyphForCodePoint(codePoint);
  useFastSubsets(font);
  return font as unknown as ParsedFont;
}

export function documentFonts(): DocumentFonts {
  loaded ??= { regular: open('DejaVuSans.ttf'), bold: open('DejaVuSans-Bold.ttf') };
  return loaded;
}
