-- Payments (docs/payments.md "The rules"): provider connections with their encrypted credential,
-- the routing policy, payment methods, payments and their attempts, and the built-in sandbox provider's own
-- ledger. The database itself guarantees one open and one successful payment per invoice, and that an attempt's
-- idempotency key is never reused.

CREATE TABLE provider_connections (
  organization_id text NOT NULL REFERENCES organizations (id),
  id text NOT NULL,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  display_name text NOT NULL,
  provider_type text NOT NULL CHECK (provider_type IN ('sandbox', 'stripe')),
  status text NOT NULL CHECK (status IN ('ACTIVE', 'DISABLED')),
  disable_reason text NOT NULL DEFAULT '',
  -- `v1.{keyId}.{iv}.{tag}.{ciphertext}` (AES-256-GCM, base64url): never the credential in clear.
  credential_ciphertext text NOT NULL,
  -- Provider errors in a row, reset by a success: the health status is derived from it.
  provider_errors_in_row integer NOT NULL DEFAULT 0,
  attempts_seen integer NOT NULL DEFAULT 0,
  create_time timestamptz NOT NULL,
  update_time timestamptz NOT NULL,
  PRIMARY KEY (organization_id, id)
);
CREATE UNIQUE INDEX provider_connections_seq ON provider_connections (organization_id, seq);

CREATE TABLE routing_policies (
  organization_id text PRIMARY KEY REFERENCES organizations (id),
  rules jsonb NOT NULL,
  update_time timestamptz NOT NULL
);

CREATE TABLE payment_methods (
  organization_id text NOT NULL,
  customer_id text NOT NULL,
  id text NOT NULL,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  display_name text NOT NULL,
  country_code text NOT NULL,
  provider_connection_id text NOT NULL,
  provider_reference text NOT NULL,
  type text NOT NULL CHECK (type IN ('CARD', 'SEPA_DEBIT', 'ACH_DEBIT', 'BANK_TRANSFER')),
  status text NOT NULL CHECK (status IN ('ACTIVE', 'DISABLED')),
  off_session_enabled boolean NOT NULL,
  recurring_enabled boolean NOT NULL,
  disable_reason text NOT NULL DEFAULT '',
  create_time timestamptz NOT NULL,
  update_time timestamptz NOT NULL,
  PRIMARY KEY (organization_id, customer_id, id),
  FOREIGN KEY (organization_id, customer_id) REFERENCES customers (organization_id, id),
  FOREIGN KEY (organization_id, provider_connection_id) REFERENCES provider_connections (organization_id, id)
);
CREATE UNIQUE INDEX payment_methods_seq ON payment_methods (organization_id, seq);

CREATE TABLE payments (
  organization_id text NOT NULL,
  customer_id text NOT NULL,
  id text NOT NULL,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  invoice_id text NOT NULL,
  amount numeric NOT NULL CHECK (amount > 0),
  currency_code text NOT NULL,
  -- The payment methods to try, in order (ids of the customer's).
  candidate_methods text[] NOT NULL,
  status text NOT NULL CHECK (status IN ('PENDING', 'PROCESSING', 'SUCCEEDED', 'FAILED')),
  failure_category text CHECK (failure_category IN ('SOFT_DECLINE', 'HARD_DECLINE', 'PROVIDER_ERROR',
    'AUTHENTICATION_REQUIRED', 'INVALID_REQUEST', 'NO_ROUTE')),
  failure_message text NOT NULL DEFAULT '',
  off_session boolean NOT NULL,
  recurring boolean NOT NULL,
  -- The round of attempts under way (0 for the first; each retry, automatic or asked for, starts one).
  round integer NOT NULL DEFAULT 0,
  -- Automatic retries made after the first failed round (0 to 4), and when the schedule began.
  retries_made integer NOT NULL DEFAULT 0,
  first_failure_time timestamptz,
  -- When the worker next has something to do (a retry round, the reconciliation of an UNKNOWN attempt).
  next_action_time timestamptz,
  attempts_made integer NOT NULL DEFAULT 0,
  create_time timestamptz NOT NULL,
  update_time timestamptz NOT NULL,
  succeed_time timestamptz,
  PRIMARY KEY (organization_id, customer_id, id),
  FOREIGN KEY (organization_id, customer_id, invoice_id) REFERENCES invoices (organization_id, customer_id, id)
);
CREATE UNIQUE INDEX payments_seq ON payments (organization_id, seq);
-- One open payment per invoice, and never two successful ones, whatever the code does.
CREATE UNIQUE INDEX payments_one_open ON payments (organization_id, customer_id, invoice_id)
  WHERE status IN ('PENDING', 'PROCESSING');
CREATE UNIQUE INDEX payments_one_success ON payments (organization_id, customer_id, invoice_id)
  WHERE status = 'SUCCEEDED';
CREATE INDEX payments_due ON payments (next_action_time) WHERE next_action_time IS NOT NULL;

CREATE TABLE payment_attempts (
  organization_id text NOT NULL,
  customer_id text NOT NULL,
  payment_id text NOT NULL,
  n integer NOT NULL CHECK (n > 0),
  -- The retry round it belongs to (0 for the first).
  round integer NOT NULL,
  payment_method_id text NOT NULL,
  provider_connection_id text NOT NULL,
  idempotency_key text NOT NULL,
  provider_reference text NOT NULL DEFAULT '',
  outcome text NOT NULL CHECK (outcome IN ('SUCCEEDED', 'FAILED', 'UNKNOWN')),
  failure_category text,
  failure_message text NOT NULL DEFAULT '',
  create_time timestamptz NOT NULL,
  update_time timestamptz NOT NULL,
  PRIMARY KEY (organization_id, customer_id, payment_id, n),
  UNIQUE (organization_id, idempotency_key),
  FOREIGN KEY (organization_id, customer_id, payment_id) REFERENCES payments (organization_id, customer_id, id)
);

-- The sandbox provider's side: what a real provider would store. Written outside our transactions, as a
-- provider's effects are, and keyed by the idempotency key the way a provider de-duplicates requests.
CREATE TABLE sandbox_charges (
  organization_id text NOT NULL,
  provider_connection_id text NOT NULL,
  idempotency_key text NOT NULL,
  reference text NOT NULL,
  token text NOT NULL,
  amount numeric NOT NULL,
  currency_code text NOT NULL,
  invoice text NOT NULL,
  succeeded boolean NOT NULL,
  failure_category text,
  refunded boolean NOT NULL DEFAULT false,
  create_time timestamptz NOT NULL,
  PRIMARY KEY (organization_id, provider_connection_id, idempotency_key)
);

-- What the reconciliation sweep found at a provider that our attempts do not account for: a successful charge
-- with no attempt (or a FAILED one), or a second success for one invoice. One row per provider charge, so a
-- charge is flagged (event, metric, refund) once however often the sweep sees it; the refund's idempotency key
-- is this row's, committed before the provider is asked.
CREATE TABLE payment_discrepancies (
  organization_id text NOT NULL,
  provider_connection_id text NOT NULL,
  provider_reference text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('NO_ATTEMPT', 'ATTEMPT_NOT_SUCCEEDED', 'SECOND_SUCCESS')),
  invoice text NOT NULL,
  idempotency_key text NOT NULL,
  amount numeric NOT NULL,
  currency_code text NOT NULL,
  refund_status text NOT NULL CHECK (refund_status IN ('PENDING', 'REFUNDED', 'NOT_SUPPORTED')),
  create_time timestamptz NOT NULL,
  update_time timestamptz NOT NULL,
  PRIMARY KEY (organization_id, provider_connection_id, provider_reference),
  FOREIGN KEY (organization_id, provider_connection_id) REFERENCES provider_connections (organization_id, id)
);
