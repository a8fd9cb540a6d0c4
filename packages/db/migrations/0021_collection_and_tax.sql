-- Collection without a person and tax rates (docs/collection.md, docs/tax.md): the organization's and the
-- customer's collection settings, tax rates, the tax of invoice lines, due dates, invoices paid elsewhere, and
-- the hand-over of finalized invoices to collection.

ALTER TABLE organizations
  ADD COLUMN collection_method text NOT NULL DEFAULT 'CHARGE_AUTOMATICALLY'
    CHECK (collection_method IN ('CHARGE_AUTOMATICALLY', 'SEND_INVOICE')),
  ADD COLUMN net_terms_days integer NOT NULL DEFAULT 0 CHECK (net_terms_days BETWEEN 0 AND 365),
  -- Days after the first failed round at which soft failures are retried (the dunning schedule).
  ADD COLUMN payment_retry_days integer[] NOT NULL DEFAULT '{1,3,7,14}';

-- NULL: the organization's setting applies.
ALTER TABLE customers
  ADD COLUMN collection_method text CHECK (collection_method IN ('CHARGE_AUTOMATICALLY', 'SEND_INVOICE')),
  ADD COLUMN net_terms_days integer CHECK (net_terms_days BETWEEN 0 AND 365),
  ADD COLUMN default_payment_method text,
  ADD COLUMN tax_exempt boolean NOT NULL DEFAULT false;

CREATE TABLE tax_rates (
  organization_id text NOT NULL REFERENCES organizations (id),
  id text NOT NULL,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  display_name text NOT NULL,
  percentage numeric NOT NULL CHECK (percentage >= 0 AND percentage <= 100),
  -- Empty: every country.
  country_codes text[] NOT NULL DEFAULT '{}',
  start_time timestamptz NOT NULL,
  end_time timestamptz CHECK (end_time > start_time),
  archived boolean NOT NULL DEFAULT false,
  create_time timestamptz NOT NULL,
  update_time timestamptz NOT NULL,
  PRIMARY KEY (organization_id, id)
);
CREATE UNIQUE INDEX tax_rates_seq ON tax_rates (organization_id, seq);

-- A rate is archived, never deleted: finalized invoices name it.
CREATE FUNCTION guard_tax_rate_delete() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'tax rate % cannot be deleted: archive it', OLD.id USING ERRCODE = 'check_violation';
END $$ LANGUAGE plpgsql;
CREATE TRIGGER tax_rates_kept BEFORE DELETE ON tax_rates FOR EACH ROW EXECUTE FUNCTION guard_tax_rate_delete();

ALTER TABLE invoice_lines
  ADD COLUMN tax numeric NOT NULL DEFAULT 0,
  -- The rate the line was taxed at, as it was then (its name, display name and percentage): '' for none.
  ADD COLUMN tax_rate text NOT NULL DEFAULT '',
  ADD COLUMN tax_rate_name text NOT NULL DEFAULT '',
  ADD COLUMN tax_percentage text NOT NULL DEFAULT '';

ALTER TABLE invoices
  -- finalize_time + the net terms in force at finalize; frozen with the rest.
  ADD COLUMN due_time timestamptz,
  ADD COLUMN overdue_time timestamptz,
  -- Set by :markPaid (paid outside the service): any charge that succeeds for it is a duplicate.
  ADD COLUMN paid_elsewhere boolean NOT NULL DEFAULT false,
  ADD COLUMN paid_reference text NOT NULL DEFAULT '';
CREATE INDEX invoices_coming_due ON invoices (due_time) WHERE status = 'FINALIZED' AND overdue_time IS NULL;

CREATE FUNCTION guard_invoice_due_time() RETURNS trigger AS $$
BEGIN
  IF OLD.status <> 'DRAFT' AND NEW.due_time IS DISTINCT FROM OLD.due_time THEN
    RAISE EXCEPTION 'invoice % is %: its due time is frozen', OLD.id, OLD.status USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$ LANGUAGE plpgsql;
CREATE TRIGGER invoices_due_time_frozen BEFORE UPDATE ON invoices
  FOR EACH ROW EXECUTE FUNCTION guard_invoice_due_time();

-- One row per finalized invoice handed to collection, written in the transaction that acts on it (a payment
-- created, or the reason none was): the hand-over happens once whatever repeats.
CREATE TABLE invoice_collections (
  organization_id text NOT NULL,
  customer_id text NOT NULL,
  invoice_id text NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('PAYMENT_CREATED', 'NO_PAYMENT_METHOD', 'SEND_INVOICE', 'NOT_DUE')),
  payment_id text,
  create_time timestamptz NOT NULL,
  PRIMARY KEY (organization_id, customer_id, invoice_id)
);
CREATE INDEX outbox_events_invoice_finalized ON outbox_events (seq) WHERE type = 'invoice.finalized';

-- How far the hand-over has read the outbox's invoice.finalized rows: every one at or below `seq` is handed
-- over (one row, id 1).
CREATE TABLE collection_cursor (
  id integer PRIMARY KEY CHECK (id = 1),
  seq bigint NOT NULL
);

-- A charge that succeeded for an invoice paid elsewhere (:markPaid) is a duplicate, refunded like the others.
ALTER TABLE payment_discrepancies DROP CONSTRAINT payment_discrepancies_kind_check;
ALTER TABLE payment_discrepancies ADD CONSTRAINT payment_discrepancies_kind_check
  CHECK (kind IN ('NO_ATTEMPT', 'ATTEMPT_NOT_SUCCEEDED', 'SECOND_SUCCESS', 'PAID_ELSEWHERE'));
