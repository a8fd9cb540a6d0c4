/**
 * De-duplication over a log that acknowledges before ClickHouse holds the events (the file log, INGEST_LOG=file):
 * an eventId the log holds and has not drained reads as stored, whatever the store says. The store alone would
 * miss it where it checks ClickHouse instead (the in-process store after evicting the key, Redis after losing its
 * keys, a pending claim whose confirmation was lost and went stale), and the event would be logged twice.
 */
import type { ClaimItem, ClaimState, DedupStore } from '@billing/redis';

/** `loggedHash`: the payload hash of an event in the log and not yet drained, else undefined. */
export function withLoggedEvents(
  store: DedupStore,
  loggedHash: (organization: string, eventId: string) => string | undefined,
): DedupStore {
  return {
    async claim(organization, items, nowMs) {
      const claim = await store.claim(organization, items, nowMs);
      const logged: ClaimItem[] = [];
      claim.states = claim.states.map((state, i): ClaimState => {
        if (state.kind === 'stored') return state;
        const eventId = items[i]!.eventId;
        const hash = loggedHash(organization, eventId);
        if (hash === undefined) return state;
        logged.push({ eventId, hash });
        return { kind: 'stored', hash };
      });
      // A claim the store just took (or a stale one) on a logged event becomes the stored one it is.
      if (logged.length > 0) await store.confirm(organization, logged, nowMs).catch(() => {});
      return claim;
    },
    confirmClaimed: (organization, claim, items) => store.confirmClaimed(organization, claim, items),
    confirm: (organization, items, nowMs) => store.confirm(organization, items, nowMs),
    release: (organization, claim, items) => store.release(organization, claim, items),
    takeOver: (organization, claim, item, previous) => store.takeOver(organization, claim, item, previous),
    markComplete: (nowMs) => store.markComplete(nowMs),
    async lookup(organization, eventId, nowMs) {
      const hash = loggedHash(organization, eventId);
      return hash === undefined ? store.lookup(organization, eventId, nowMs) : { kind: 'stored', hash };
    },
  };
}
