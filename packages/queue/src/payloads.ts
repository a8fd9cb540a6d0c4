/**
 * Every queue of the service and the payload of its jobs. Payloads are plain JSON (they are stored in Redis or
 * Postgres) and carry ids, not data: a handler reads the current state, so running it twice changes nothing.
 */
export interface QueuePayloads {
  /** Recompute what is derived from the events of one replay's range (docs/usage-events.md, replay). */
  'usage.replay': { organization: string; replayId: string };
  /** Follow-up of a correction: recompute what the original and its replacement fed. */
  'usage.correction': {
    organization: string;
    eventId: string;
    replacementEventId: string;
    /** RFC 3339: the periods touched by the correction. */
    originalEventTime: string;
    replacementEventTime: string;
  };
  /**
   * The DRAFTs of one contract, at once: created when the contract is, refreshed when a subscription on it
   * is (docs/invoices.md). The bill-run schedule would get there too, a minute later.
   */
  'invoices.drafts': { organization: string; customerId: string; contractId: string };
  /**
   * A bill run asked for by the command line (`billing invoices run`) while the embedded service holds the usage
   * events; the summary is left in `bill_run_state` under `requestId`.
   */
  'invoices.run': { requestId: string; organization?: string; asOf?: string; graceMs: number };
  /**
   * Move one payment on (docs/payments.md): a retry round whose day came, or an attempt left UNKNOWN to
   * reconcile. Enqueued by the payment schedule once per due time.
   */
  'payments.collect': { organization: string; customerId: string; paymentId: string };
  /**
   * The first rounds of the payments one collection pass created, together (docs/payments.md, "Batches"):
   * one organization's, at most COLLECT_BATCH_SIZE, in key order. The job id names the first and the last.
   */
  'payments.collectBatch': { organization: string; payments: { customerId: string; paymentId: string }[] };
  /** One pass of the reconciliation sweep over one provider connection's recent charges. */
  'payments.sweep': { organization: string; providerConnectionId: string };
}

export type QueueName = keyof QueuePayloads;

export const QUEUE_NAMES: readonly QueueName[] = [
  'usage.replay',
  'usage.correction',
  'invoices.drafts',
  'invoices.run',
  'payments.collect',
  'payments.collectBatch',
  'payments.sweep',
];
