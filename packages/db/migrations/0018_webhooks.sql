-- Events and webhooks (docs/webhooks.md): the outbox of 0007 is the event store the events API reads; its
-- deliver_time now means "fanned out to the endpoints' deliveries".
CREATE INDEX outbox_events_by_organization ON outbox_events (organization_id, seq);
CREATE INDEX outbox_events_create_time ON outbox_events (create_time);

CREATE TABLE webhook_endpoints (
  organization_id text NOT NULL,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  id text NOT NULL,
  url text NOT NULL,
  description text NOT NULL DEFAULT '',
  enabled_event_types text[] NOT NULL DEFAULT '{}',
  status text NOT NULL CHECK (status IN ('ENABLED', 'DISABLED')),
  disabled_reason text NOT NULL DEFAULT '',
  -- Sealed with the payment keyring (AES-256-GCM, bound to the organization and endpoint).
  secret_sealed text NOT NULL,
  -- The secret before the last rotation, which still signs until previous_secret_expire_time.
  previous_secret_sealed text,
  previous_secret_expire_time timestamptz,
  -- The first failure since the last success: 5 days of failures only disable the endpoint.
  failing_since timestamptz,
  create_time timestamptz NOT NULL,
  update_time timestamptz NOT NULL,
  PRIMARY KEY (organization_id, id)
);
CREATE UNIQUE INDEX webhook_endpoints_seq ON webhook_endpoints (seq);

-- One row per (event, endpoint): the delivery's state and the outcome of its last attempt.
CREATE TABLE webhook_deliveries (
  organization_id text NOT NULL,
  endpoint_id text NOT NULL,
  event_id text NOT NULL,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  event_type text NOT NULL,
  status text NOT NULL CHECK (status IN ('PENDING', 'SUCCEEDED', 'FAILED')),
  attempts int NOT NULL DEFAULT 0,
  last_http_status int NOT NULL DEFAULT 0,
  last_error text NOT NULL DEFAULT '',
  last_response_body text NOT NULL DEFAULT '',
  next_attempt_time timestamptz,
  -- A worker sending it holds it until then; one killed mid-delivery leaves it to be sent again after.
  lease_until timestamptz,
  create_time timestamptz NOT NULL,
  update_time timestamptz NOT NULL,
  PRIMARY KEY (organization_id, endpoint_id, event_id),
  FOREIGN KEY (organization_id, endpoint_id) REFERENCES webhook_endpoints (organization_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX webhook_deliveries_seq ON webhook_deliveries (seq);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_time) WHERE status = 'PENDING';
