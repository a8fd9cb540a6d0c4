-- Webhook claims per endpoint (docs/webhooks.md, "A pass"): a pass leases each ENABLED endpoint's due deliveries
-- through the first index, up to the endpoint's free slots, which the second counts (the deliveries leased now),
-- so what a pass costs follows what it claims, not the backlog of PENDING deliveries of every endpoint.
DROP INDEX webhook_deliveries_due;
CREATE INDEX webhook_deliveries_endpoint_due ON webhook_deliveries (organization_id, endpoint_id, next_attempt_time, seq)
  WHERE status = 'PENDING';
CREATE INDEX webhook_deliveries_leased ON webhook_deliveries (organization_id, endpoint_id, lease_until)
  WHERE status = 'PENDING' AND lease_until IS NOT NULL;
