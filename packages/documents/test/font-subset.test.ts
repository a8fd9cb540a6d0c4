/**
 * The font subsets documents embed are written from parts kept per font (`font-subset.ts`); they must be the very
 * bytes fontkit's own subset writes for the same glyphs in the same order, compound glyphs (accented letters,
 * whose parts join the subset) included.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { create, type Font } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { useFastSubsets } from '../src/font-subset.ts';

const require = createRequire(import.meta.url);

interface Subset {
  glyphs: number[];
  includeGlyph(glyph: number): number;
  encode(): Uint8Array;
}

const open = (file: string) => create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));

function both(font: Font, fontkitSubset: () => unknown, glyphs: number[]) {
  const ours = (font as unknown as { createSubset(): Subset }).createSubset();
  const theirs = fontkitSubset() as Subset;
  for (const glyph of glyphs) expect(ours.includeGlyph(glyph)).toBe(theirs.includeGlyph(glyph));
  const a = ours.encode();
  const b = theirs.encode();
  return { ours: Buffer.from(a), theirs: Buffer.from(b), glyphs: ours.glyphs, fontkitGlyphs: theirs.glyphs };
}

const glyphsOf = (font: Font, text: string) =>
  [...text].map((c) => (font.glyphForCodePoint(c.codePointAt(0)!) as { id: number }).id);

describe.each(['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'])('subsets of %s', (file) => {
  const font = open(file);
  const fontkitSubset = useFastSubsets(font);

  it('are the bytes fontkit writes for the text of an invoice, compound glyphs included', () => {
    const text = 'Facture BEN-42 · Zoë Łukasiewicz-Ørsted Ελληνικά Кириллица 3 086,42 € £ ¥ ₹ ₽ Émile Ñoño';
    const { ours, theirs, glyphs } = both(font, fontkitSubset, glyphsOf(font, text));
    // Accented letters are compound in DejaVu: their parts joined the subset after the text's own glyphs.
    expect(glyphs.length).toBeGreaterThan(new Set(glyphsOf(font, text)).size + 1);
    expect(ours.equals(theirs)).toBe(true);
  });

  it('are the bytes fontkit writes for any glyphs in any order', () => {
    const numGlyphs = (font as unknown as { numGlyphs: number }).numGlyphs;
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: numGlyphs - 1 }), { maxLength: 80 }), (glyphs) => {
        const { ours, theirs, glyphs: included, fontkitGlyphs } = both(font, fontkitSubset, glyphs);
        expect(included).toEqual(fontkitGlyphs);
        expect(ours.equals(theirs)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('are the same bytes however many subsets were written before', () => {
    const glyphs = glyphsOf(font, 'Invoice Rechnung Factura');
    const first = both(font, fontkitSubset, glyphs).ours;
    both(font, fontkitSubset, glyphsOf(font, 'ÀÉÎÕÜ àéîõü'));
    expect(both(font, fontkitSubset, glyphs).ours.equals(first)).toBe(true);
  });
});
