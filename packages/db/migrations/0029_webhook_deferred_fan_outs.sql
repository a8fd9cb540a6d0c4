-- A troubled endpoint's deliveries fanned out in a step of their own (docs/webhooks.md, "Troubled lanes yield"): the
-- fan-out statement, on every event's path to every endpoint, writes one row here per troubled endpoint (the ids of
-- the events it gets, in order) instead of a delivery per event with its three index entries; a later statement,
-- beside the healthy endpoints' claims, turns each row into those deliveries and deletes it, at once. The row
-- commits with the events' mark, so a worker that dies between the two leaves it to the next worker's expansion.
CREATE TABLE webhook_deferred_fan_outs (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id text NOT NULL,
  endpoint_id text NOT NULL,
  event_ids text[] NOT NULL,
  -- The fan-out's time: the deliveries' create_time and first due time, as if inserted then.
  create_time timestamptz NOT NULL,
  FOREIGN KEY (organization_id, endpoint_id) REFERENCES webhook_endpoints (organization_id, id) ON DELETE CASCADE
);
