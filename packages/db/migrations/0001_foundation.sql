-- Foundation: organizations, API keys, idempotency records, settings.
-- Every tenant-owned table leads with organization_id, and every query filters on it.

CREATE TABLE settings (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE organizations (
  id text PRIMARY KEY,
  display_name text NOT NULL DEFAULT '',
  default_currency_code text NOT NULL DEFAULT 'USD',
  time_zone text NOT NULL DEFAULT 'UTC',
  create_time timestamptz NOT NULL,
  update_time timestamptz NOT NULL
);

CREATE TABLE api_keys (
  id text PRIMARY KEY,
  organization_id text NOT NULL REFERENCES organizations(id),
  display_name text NOT NULL DEFAULT '',
  -- sha256 of the whole secret key; the key itself is never stored.
  key_hash text NOT NULL UNIQUE,
  -- The first characters of the key, so that an operator can tell keys apart in a listing.
  key_hint text NOT NULL DEFAULT '',
  permissions text[] NOT NULL,
  create_time timestamptz NOT NULL,
  revoke_time timestamptz
);
CREATE INDEX api_keys_organization ON api_keys (organization_id, create_time);

-- requestId idempotency (AIP-155), scoped by organization and method, kept 24 hours.
CREATE TABLE idempotency_records (
  organization_id text NOT NULL,
  method text NOT NULL,
  request_id text NOT NULL,
  request_hash text NOT NULL,
  -- NULL while the first request is still running.
  response_status integer,
  response_body jsonb,
  lease_until timestamptz NOT NULL,
  expire_time timestamptz NOT NULL,
  PRIMARY KEY (organization_id, method, request_id)
);
CREATE INDEX idempotency_records_expiry ON idempotency_records (expire_time);
