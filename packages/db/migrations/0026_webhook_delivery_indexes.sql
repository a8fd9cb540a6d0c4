-- Fewer index entries per webhook delivery write (docs/webhooks.md, "A pass"). A claim (lease, attempt counted)
-- and the record of its outcome each rewrite the delivery's row, and a rewrite that changes an indexed column adds
-- an entry to every index of the table. Three indexes instead of four:
-- * the claim's two (due by endpoint, leased by endpoint) become one, PENDING deliveries by endpoint and lease:
--   the unleased range is read in due order, the range leased until later is what the lease cap counts;
-- * the list API's order (an endpoint's deliveries by seq) gets its own index in place of the table-wide one on
--   seq, which served that list by walking every endpoint's deliveries.
-- A lower fillfactor leaves room on each page for a row's new version, so a rewrite stays on its page.
DROP INDEX webhook_deliveries_endpoint_due;
DROP INDEX webhook_deliveries_leased;
DROP INDEX webhook_deliveries_seq;
CREATE INDEX webhook_deliveries_claim ON webhook_deliveries (organization_id, endpoint_id, lease_until,
  next_attempt_time, seq) WHERE status = 'PENDING';
CREATE INDEX webhook_deliveries_endpoint_seq ON webhook_deliveries (organization_id, endpoint_id, seq);
ALTER TABLE webhook_deliveries SET (fillfactor = 80);
