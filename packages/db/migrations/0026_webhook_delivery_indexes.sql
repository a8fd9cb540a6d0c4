-- Fewer index entries per webhook delivery write (docs/webhooks.md, "A pass"). A claim (lease, attempt counted)
-- rewrites the delivery's row, and a rewrite that changes an indexed column adds an entry to every index of the
-- table. The claim's two indexes (due by endpoint, leased by endpoint) become one, PENDING deliveries by endpoint
-- and lease: its unleased range is read in due order, its range leased until later is what the lease cap counts.
-- A claim now writes three index entries, not four. (No other index leading with the endpoint: without
-- statistics, the planner took one for the outcomes' lookup by key and read each of an endpoint's deliveries.)
-- A lower fillfactor leaves room on each page for a row's new version, so a rewrite stays on its page.
DROP INDEX webhook_deliveries_endpoint_due;
DROP INDEX webhook_deliveries_leased;
CREATE INDEX webhook_deliveries_claim ON webhook_deliveries (organization_id, endpoint_id, lease_until,
  next_attempt_time, seq) WHERE status = 'PENDING';
ALTER TABLE webhook_deliveries SET (fillfactor = 80);
