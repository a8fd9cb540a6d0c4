import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBody } from '../src/edge/parse-body.ts';
import { canonicalPayload, validateEvent } from '../src/edge/validate.ts';
import { WriteBuffer } from '../src/edge/write-buffer.ts';

const window = { now: Date.parse('2026-11-20T12:00:00Z'), pastMs: 35 * 86_400_000, futureMs: 300_000 };

function hashOf(text: string): string {
  const body = parseBody(text);
  const result = validateEvent((body.value as { event: unknown }).event, 0, window, body.stringify);
  if (!('hash' in result)) throw new Error(result.errorMessage);
  return result.hash;
}

const event = (properties: string, extra = '') =>
  `{"event":{"customer":"customers/c1","eventId":"e1","eventType":"t","eventTime":"2026-11-20T10:00:00Z","properties":${properties}}${extra}}`;

describe('canonical payload', () => {
  it('is the same whichever parser read the body', () => {
    // The second body holds a long number elsewhere, so it is parsed losslessly.
    const long = ',"pad":12345678901234567890';
    expect(hashOf(event('{"a":5,"b":0.1}'))).toBe(hashOf(event('{"b":0.1,"a":5.0}', long)));
    expect(hashOf(event('{"a":1e2}'))).toBe(hashOf(event('{"a":100}', long)));
  });

  it('tells apart numbers a double cannot', () => {
    expect(hashOf(event('{"a":12345678901234567890}'))).not.toBe(hashOf(event('{"a":12345678901234567891}')));
    expect(hashOf(event('{"a":0.10000000000000000001}'))).not.toBe(hashOf(event('{"a":0.1}')));
  });

  it('ignores key order at every depth', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.oneof(fc.integer(), fc.string(), fc.boolean())), (object) => {
        const reversed = Object.fromEntries(Object.entries(object).reverse());
        expect(canonicalPayload(reversed)).toBe(canonicalPayload(object));
      }),
    );
  });
});

describe('write buffer', () => {
  it('writes an overdue batch as soon as the running insert ends', async () => {
    const inserts: number[] = [];
    let release!: () => void;
    const buffer = new WriteBuffer({
      flushRows: 1000,
      flushMs: 20,
      insert: async (rows) => {
        inserts.push(rows.length);
        if (inserts.length === 1) await new Promise<void>((r) => (release = r));
      },
    });
    const row = { eventId: 'x' } as never;
    const first = buffer.add([row]);
    await new Promise((r) => setTimeout(r, 30));
    expect(inserts).toEqual([1]);
    const second = buffer.add([row, row]);
    // The second batch's deadline passes while the first insert still runs.
    await new Promise((r) => setTimeout(r, 40));
    expect(inserts).toEqual([1]);
    release();
    await first;
    // Not another flushMs later: the overdue batch is written right away.
    await new Promise((r) => setImmediate(r));
    expect(inserts).toEqual([1, 2]);
    await second;
  });

  it('settles every caller with the insert error and keeps working', async () => {
    let fail = true;
    const buffer = new WriteBuffer({
      flushRows: 2,
      flushMs: 5,
      insert: async () => {
        if (fail) throw new Error('down');
      },
    });
    await expect(buffer.add([{} as never, {} as never])).rejects.toThrow('down');
    fail = false;
    await expect(buffer.add([{} as never])).resolves.toBeUndefined();
    expect(buffer.depth).toBe(0);
  });
});
