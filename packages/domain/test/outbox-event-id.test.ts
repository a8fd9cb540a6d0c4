import { describe, expect, it } from 'vitest';
import { nextEventId } from '../src/outbox/event-id.ts';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('outbox event ids', () => {
  it('are version 7 UUIDs led by the time given', () => {
    const at = new Date('2030-05-06T07:08:09.010Z');
    const id = nextEventId(at);
    expect(id).toMatch(UUID_V7);
    expect(Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16)).toBe(at.getTime());
  });

  it('ascend in the order written, on a clock that stands still or goes back', () => {
    const still = new Date('2031-01-01T00:00:00.000Z');
    // One millisecond for all of them: the sequence after the time counts up.
    const ids = Array.from({ length: 10_000 }, () => nextEventId(still));
    ids.push(nextEventId(new Date('2030-12-31T00:00:00.000Z')));
    ids.push(nextEventId(new Date('2032-01-01T00:00:00.000Z')));
    expect(new Set(ids).size).toBe(ids.length);
    for (const [i, id] of ids.entries()) {
      expect(id).toMatch(UUID_V7);
      if (i > 0) expect(id > ids[i - 1]!).toBe(true);
    }
  });
});
