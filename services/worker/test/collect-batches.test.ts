/** How the collection pass cuts its new payments into `payments.collectBatch` jobs (docs/payments.md, "Batches"). */
import { describe, expect, it } from 'vitest';
import { collectBatches } from '../src/collection.ts';

const key = (customerId: string, paymentId: string) => ({ customerId, paymentId });

describe('collectBatches', () => {
  it('orders the payments by key and cuts them at the size, whatever order they came in', () => {
    const created = [key('c2', 'p1'), key('c1', 'p2'), key('c1', 'p1'), key('c3', 'p0'), key('c2', 'p0')];
    expect(collectBatches(created, 2)).toEqual([
      [key('c1', 'p1'), key('c1', 'p2')],
      [key('c2', 'p0'), key('c2', 'p1')],
      [key('c3', 'p0')],
    ]);
    // The same payments in another order make the same batches (and so the same job ids).
    expect(collectBatches([...created].reverse(), 2)).toEqual(collectBatches(created, 2));
  });

  it('makes no batch of nothing', () => {
    expect(collectBatches([], 200)).toEqual([]);
  });
});
