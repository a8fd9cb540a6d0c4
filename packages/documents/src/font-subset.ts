/**
 * The TrueType subset a PDF embeds, written from parts kept per font instead of re-read per document.
 *
 * fontkit's own subset (what pdfkit calls `font.createSubset()` for) decodes every glyph's outline just to learn
 * whether it is a compound glyph, and re-encodes the font's constant tables (head, hhea, maxp and the hinting
 * programs cvt, prep, fpgm) value by value, for every document: with the fonts parsed once per process that was
 * about a third of a document's cost. This writer produces the very same bytes (the tests compare it with
 * fontkit's own on many glyph sets): the constant tables are taken once from fontkit's encoding of a one-glyph
 * subset and patched where the glyph count goes, and each glyph's bytes, components and metrics are read once per
 * process. Only TrueType outlines without variations take this path (DejaVu's); any other font keeps fontkit's.
 */
import type { Font } from 'fontkit';

/** The parts of a fontkit TrueType font this writer reads (fontkit's own, untyped, internals). */
interface TrueTypeFont {
  loca: { version: number; offsets: number[] };
  directory: { tables: Record<string, unknown> };
  _variationProcessor?: unknown;
  _getTableStream(tag: string): { pos: number; readBuffer(length: number): Uint8Array };
  getGlyph(gid: number): {
    advanceWidth: number;
    _decode(): { numberOfContours: number; components?: { glyphID: number; pos: number }[] } | null;
    _getMetrics(): { leftBearing: number };
  };
  createSubset(): FontSubset;
}

/** What pdfkit uses of a subset. */
export interface FontSubset {
  glyphs: number[];
  includeGlyph(glyph: number | { id: number }): number;
  encode(): Uint8Array;
}

interface GlyphParts {
  /** The glyph's bytes in the font's glyf table (empty for a glyph without outline, like the space). */
  bytes: Uint8Array;
  /** A compound glyph's parts: their glyph ids and where each id is written in `bytes`. */
  components: { glyphID: number; pos: number }[];
  advance: number;
  bearing: number;
}

/** One table of the written font: its tag, and its bytes when they are the same in every subset. */
interface TemplateTable {
  tag: string;
  bytes?: Uint8Array;
}

const MAXP_NUM_GLYPHS = 4;
const HHEA_NUMBER_OF_METRICS = 34;

class SubsetWriter {
  private readonly glyphs = new Map<number, GlyphParts>();
  private readonly tables: TemplateTable[];

  constructor(
    private readonly font: TrueTypeFont,
    fontkitSubset: () => FontSubset,
  ) {
    // fontkit's own encoding of the smallest subset (the missing glyph only), read back table by table.
    const reference = fontkitSubset();
    const encoded = reference.encode();
    const view = new DataView(encoded.buffer, encoded.byteOffset, encoded.byteLength);
    const count = view.getUint16(4);
    this.tables = [];
    for (let i = 0; i < count; i++) {
      const entry = 12 + 16 * i;
      const tag = String.fromCharCode(...encoded.subarray(entry, entry + 4));
      const offset = view.getUint32(entry + 8);
      const length = view.getUint32(entry + 12);
      const generated = tag === 'loca' || tag === 'glyf' || tag === 'hmtx';
      this.tables.push(generated ? { tag } : { tag, bytes: encoded.slice(offset, offset + length) });
    }
  }

  glyph(gid: number): GlyphParts {
    let parts = this.glyphs.get(gid);
    if (!parts) {
      const { font } = this;
      const glyph = font.getGlyph(gid);
      const outline = glyph._decode();
      const start = font.loca.offsets[gid]!;
      const stream = font._getTableStream('glyf');
      stream.pos += start;
      parts = {
        bytes: stream.readBuffer(font.loca.offsets[gid + 1]! - start),
        components: outline && outline.numberOfContours < 0 ? (outline.components ?? []) : [],
        advance: glyph.advanceWidth,
        bearing: glyph._getMetrics().leftBearing,
      };
      this.glyphs.set(gid, parts);
    }
    return parts;
  }

  /** The subset font file of these glyphs (the list grows by the parts of compound glyphs, as fontkit's does). */
  write(subset: FastSubset): Uint8Array {
    const glyf: Uint8Array[] = [];
    const metrics: GlyphParts[] = [];
    const offsets: number[] = [];
    let offset = 0;
    for (let i = 0; i < subset.glyphs.length; i++) {
      const parts = this.glyph(subset.glyphs[i]!);
      let bytes = parts.bytes;
      if (parts.components.length > 0) {
        bytes = new Uint8Array(bytes);
        const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        for (const component of parts.components) {
          view.setUint16(component.pos, subset.includeGlyph(component.glyphID));
        }
      }
      glyf.push(bytes);
      metrics.push(parts);
      offsets.push(offset);
      offset += bytes.length;
    }
    offsets.push(offset);
    const glyphCount = glyf.length;
    const longOffsets = this.font.loca.version !== 0;
    const loca = new Uint8Array(offsets.length * (longOffsets ? 4 : 2));
    const locaView = new DataView(loca.buffer);
    offsets.forEach((value, i) => {
      if (longOffsets) locaView.setUint32(4 * i, value);
      else locaView.setUint16(2 * i, value >>> 1);
    });
    const hmtx = new Uint8Array(4 * glyphCount);
    const hmtxView = new DataView(hmtx.buffer);
    metrics.forEach((parts, i) => {
      hmtxView.setUint16(4 * i, parts.advance);
      hmtxView.setInt16(4 * i + 2, parts.bearing);
    });

    const bodies = this.tables.map(({ tag, bytes }): Uint8Array | Uint8Array[] => {
      if (tag === 'loca') return loca;
      if (tag === 'glyf') return glyf;
      if (tag === 'hmtx') return hmtx;
      if (tag === 'maxp' || tag === 'hhea') {
        const patched = new Uint8Array(bytes!);
        const at = tag === 'maxp' ? MAXP_NUM_GLYPHS : HHEA_NUMBER_OF_METRICS;
        new DataView(patched.buffer).setUint16(at, glyphCount);
        return patched;
      }
      return bytes!;
    });
    const lengthOf = (body: Uint8Array | Uint8Array[]) =>
      Array.isArray(body) ? body.reduce((sum, part) => sum + part.length, 0) : body.length;

    // The table directory as fontkit writes it: tag 'true', checksums 0, tables in order, unpadded.
    const numTables = bodies.length;
    const directory = 12 + 16 * numTables;
    const out = new Uint8Array(directory + bodies.reduce((sum, body) => sum + lengthOf(body), 0));
    const view = new DataView(out.buffer);
    const exponent = Math.floor(Math.log2(numTables));
    out.set([0x74, 0x72, 0x75, 0x65]);
    view.setUint16(4, numTables);
    view.setUint16(6, 16 * 2 ** exponent);
    view.setUint16(8, exponent);
    view.setUint16(10, numTables * 16 - 16 * 2 ** exponent);
    let at = directory;
    bodies.forEach((body, i) => {
      const entry = 12 + 16 * i;
      const tag = this.tables[i]!.tag;
      for (let k = 0; k < 4; k++) out[entry + k] = tag.charCodeAt(k);
      view.setUint32(entry + 8, at);
      view.setUint32(entry + 12, lengthOf(body));
      for (const part of Array.isArray(body) ? body : [body]) {
        out.set(part, at);
        at += part.length;
      }
    });
    return out;
  }
}

class FastSubset implements FontSubset {
  readonly glyphs: number[] = [];
  private readonly mapping = new Map<number, number>();

  constructor(private readonly writer: SubsetWriter) {
    // Like fontkit's: the missing glyph is always glyph 0 of the subset.
    this.includeGlyph(0);
  }

  includeGlyph(glyph: number | { id: number }): number {
    const id = typeof glyph === 'object' ? glyph.id : glyph;
    let index = this.mapping.get(id);
    if (index === undefined) {
      index = this.glyphs.push(id) - 1;
      this.mapping.set(id, index);
    }
    return index;
  }

  encode(): Uint8Array {
    return this.writer.write(this);
  }
}

/**
 * Makes the font's subsets come from this writer (when the font is one it can write: TrueType outlines, no
 * variations), and returns fontkit's own subset maker for comparison.
 */
export function useFastSubsets(font: Font): () => FontSubset {
  const truetype = font as unknown as TrueTypeFont;
  const fontkitSubset = truetype.createSubset.bind(truetype);
  const tables = truetype.directory.tables;
  if (!tables.glyf || tables['CFF '] || tables.CFF2 || truetype._variationProcessor) return fontkitSubset;
  const writer = new SubsetWriter(truetype, fontkitSubset);
  truetype.createSubset = () => new FastSubset(writer);
  return fontkitSubset;
}
