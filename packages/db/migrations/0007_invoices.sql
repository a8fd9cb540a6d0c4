-- Stored invoices (docs/invoices.md "Lines and rounding"): one per contract and billing period, its lines,
-- a gapless per-organization number, and the outbox of state changes.

CREATE TABLE invoices (
  organization_id text NOT NULL,
  customer_id text NOT NULL,
  id text NOT NULL,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  contract_id text NOT NULL,
  period_start timestamptz NOT NULL,
  period_end timestamptz NOT NULL CHECK (period_end > period_start),
  -- 1 for the first invoice of a period, n + 1 for the one that replaces a voided n-th.
  generation integer NOT NULL DEFAULT 1,
  status text NOT NULL CHECK (status IN ('DRAFT', 'FINALIZED', 'PAID', 'VOID')),
  -- Assigned at finalize, from invoice_numbers: gapless within the organization.
  number bigint,
  currency_code text NOT NULL,
  subtotal numeric NOT NULL DEFAULT 0,
  tax numeric NOT NULL DEFAULT 0,
  credit numeric NOT NULL DEFAULT 0,
  total numeric NOT NULL DEFAULT 0,
  create_time timestamptz NOT NULL,
  update_time timestamptz NOT NULL,
  finalize_time timestamptz,
  paid_time timestamptz,
  void_time timestamptz,
  void_reason text NOT NULL DEFAULT '',
  -- DRAFT upkeep. A change to what the draft is computed from bumps stale_version (triggers below, and the
  -- worker's usage marks); a refresh that read version v clears `stale` only if the version is still v.
  stale boolean NOT NULL DEFAULT true,
  stale_version bigint NOT NULL DEFAULT 1,
  compute_time timestamptz,
  -- Why the last computation failed (a bad rate, a currency mismatch); '' when it succeeded.
  failure_reason text NOT NULL DEFAULT '',
  PRIMARY KEY (organization_id, customer_id, id),
  FOREIGN KEY (organization_id, customer_id, contract_id) REFERENCES contracts (organization_id, customer_id, id)
);
CREATE UNIQUE INDEX invoices_seq ON invoices (organization_id, seq);
-- One live invoice per contract and period, whatever the code does: two bill runs at once insert one row.
CREATE UNIQUE INDEX invoices_one_per_period ON invoices (organization_id, customer_id, contract_id, period_start)
  WHERE status <> 'VOID';
CREATE UNIQUE INDEX invoices_number ON invoices (organization_id, number) WHERE number IS NOT NULL;
CREATE INDEX invoices_drafts_due ON invoices (period_end) WHERE status = 'DRAFT';
CREATE INDEX invoices_drafts_stale ON invoices (organization_id) WHERE status = 'DRAFT' AND stale;
CREATE INDEX invoices_customer_period ON invoices (organization_id, customer_id, period_start, period_end);

CREATE TABLE invoice_lines (
  organization_id text NOT NULL,
  customer_id text NOT NULL,
  invoice_id text NOT NULL,
  position integer NOT NULL,
  id text NOT NULL,
  description text NOT NULL,
  product text NOT NULL,
  rate_id text NOT NULL,
  dimensions jsonb NOT NULL DEFAULT '{}',
  start_time timestamptz NOT NULL,
  end_time timestamptz NOT NULL,
  quantity numeric NOT NULL,
  unit_price numeric NOT NULL,
  subtotal numeric NOT NULL,
  credit numeric NOT NULL DEFAULT 0,
  total numeric NOT NULL,
  PRIMARY KEY (organization_id, customer_id, invoice_id, position),
  FOREIGN KEY (organization_id, customer_id, invoice_id) REFERENCES invoices (organization_id, customer_id, id)
);

-- The last number given per organization; finalize takes the next one in its own transaction, so a rolled
-- back finalize gives its number back and the sequence has no gaps.
CREATE TABLE invoice_numbers (
  organization_id text PRIMARY KEY,
  last_number bigint NOT NULL
);

-- State changes to announce (webhooks later): written in the transaction of the change they announce.
CREATE TABLE outbox_events (
  organization_id text NOT NULL,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  id text NOT NULL,
  type text NOT NULL,
  subject text NOT NULL,
  payload jsonb NOT NULL,
  create_time timestamptz NOT NULL,
  deliver_time timestamptz,
  PRIMARY KEY (organization_id, id)
);
CREATE UNIQUE INDEX outbox_events_seq ON outbox_events (seq);
CREATE INDEX outbox_events_undelivered ON outbox_events (seq) WHERE deliver_time IS NULL;

-- Upkeep of bill runs that is not per invoice (the usage watermark of the worker's marks).
CREATE TABLE bill_run_state (
  key text PRIMARY KEY,
  value text NOT NULL
);

-- A finalized invoice never changes again except its status (FINALIZED -> PAID or VOID): the database refuses
-- the rest, whatever the code does.
CREATE FUNCTION guard_invoice_update() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.status <> 'DRAFT' THEN
      RAISE EXCEPTION 'invoice % is %: it cannot be deleted', OLD.id, OLD.status USING ERRCODE = 'check_violation';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.status = 'DRAFT' THEN
    RETURN NEW;
  END IF;
  IF NOT ((OLD.status = 'FINALIZED' AND NEW.status IN ('FINALIZED', 'PAID', 'VOID'))
       OR (OLD.status = NEW.status)) THEN
    RAISE EXCEPTION 'invoice % cannot move from % to %', OLD.id, OLD.status, NEW.status
      USING ERRCODE = 'check_violation';
  END IF;
  IF (NEW.organization_id, NEW.customer_id, NEW.id, NEW.contract_id, NEW.period_start, NEW.period_end,
      NEW.generation, NEW.number, NEW.currency_code, NEW.subtotal, NEW.tax, NEW.credit, NEW.total,
      NEW.create_time, NEW.finalize_time)
     IS DISTINCT FROM
     (OLD.organization_id, OLD.customer_id, OLD.id, OLD.contract_id, OLD.period_start, OLD.period_end,
      OLD.generation, OLD.number, OLD.currency_code, OLD.subtotal, OLD.tax, OLD.credit, OLD.total,
      OLD.create_time, OLD.finalize_time) THEN
    RAISE EXCEPTION 'invoice % is %: its amounts and period are frozen', OLD.id, OLD.status
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$ LANGUAGE plpgsql;

CREATE TRIGGER invoices_frozen BEFORE UPDATE OR DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION guard_invoice_update();

CREATE FUNCTION guard_invoice_lines() RETURNS trigger AS $$
DECLARE
  line invoice_lines;
  current text;
BEGIN
  IF TG_OP = 'DELETE' THEN line := OLD; ELSE line := NEW; END IF;
  SELECT status INTO current FROM invoices
    WHERE organization_id = line.organization_id AND customer_id = line.customer_id AND id = line.invoice_id;
  IF current IS DISTINCT FROM 'DRAFT' THEN
    RAISE EXCEPTION 'invoice % is %: its lines are frozen', line.invoice_id, current
      USING ERRCODE = 'check_violation';
  END IF;
  IF TG_OP = 'UPDATE' AND (OLD.organization_id, OLD.customer_id, OLD.invoice_id)
      IS DISTINCT FROM (NEW.organization_id, NEW.customer_id, NEW.invoice_id) THEN
    RAISE EXCEPTION 'a line cannot move to another invoice' USING ERRCODE = 'check_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$ LANGUAGE plpgsql;

CREATE TRIGGER invoice_lines_frozen BEFORE INSERT OR UPDATE OR DELETE ON invoice_lines
  FOR EACH ROW EXECUTE FUNCTION guard_invoice_lines();

-- What a DRAFT is computed from changed: mark the drafts it feeds stale, in the transaction of the change, so no
-- verb can forget to. Usage is marked by the worker (it lives in ClickHouse).
CREATE FUNCTION mark_contract_drafts_stale(org text, customer text, contract text) RETURNS void AS $$
  UPDATE invoices SET stale = true, stale_version = stale_version + 1
  WHERE organization_id = org AND customer_id = customer AND contract_id = contract AND status = 'DRAFT';
$$ LANGUAGE sql;

CREATE FUNCTION contract_changed() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'contracts' THEN
    PERFORM mark_contract_drafts_stale(NEW.organization_id, NEW.customer_id, NEW.id);
  ELSE
    PERFORM mark_contract_drafts_stale(NEW.organization_id, NEW.customer_id, NEW.contract_id);
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;

CREATE TRIGGER contracts_mark_drafts AFTER UPDATE ON contracts
  FOR EACH ROW EXECUTE FUNCTION contract_changed();
CREATE TRIGGER contract_amendments_mark_drafts AFTER INSERT OR UPDATE ON contract_amendments
  FOR EACH ROW EXECUTE FUNCTION contract_changed();

-- Drafts of the contracts that use a rate card, by creation or by an amendment.
CREATE FUNCTION mark_card_drafts_stale(org text, card text) RETURNS void AS $$
  UPDATE invoices i SET stale = true, stale_version = stale_version + 1
  FROM contracts c
  WHERE i.organization_id = org AND i.status = 'DRAFT'
    AND c.organization_id = i.organization_id AND c.customer_id = i.customer_id AND c.id = i.contract_id
    AND (c.rate_card_id = card OR EXISTS (
      SELECT 1 FROM contract_amendments a
      WHERE a.organization_id = c.organization_id AND a.customer_id = c.customer_id AND a.contract_id = c.id
        AND a.rate_card_id = card));
$$ LANGUAGE sql;

CREATE FUNCTION rate_changed() RETURNS trigger AS $$
BEGIN
  PERFORM mark_card_drafts_stale(NEW.organization_id, NEW.rate_card_id);
  RETURN NULL;
END $$ LANGUAGE plpgsql;

CREATE TRIGGER rates_mark_drafts AFTER INSERT OR UPDATE ON rates
  FOR EACH ROW EXECUTE FUNCTION rate_changed();

-- A meter change changes every draft whose rate cards price a product of that meter.
CREATE FUNCTION meter_changed() RETURNS trigger AS $$
BEGIN
  PERFORM mark_card_drafts_stale(NEW.organization_id, r.rate_card_id)
  FROM (SELECT DISTINCT r.rate_card_id FROM rates r JOIN products p
          ON p.organization_id = r.organization_id AND p.id = r.product_id
        WHERE r.organization_id = NEW.organization_id AND p.meter_id = NEW.id) r;
  RETURN NULL;
END $$ LANGUAGE plpgsql;

CREATE TRIGGER meters_mark_drafts AFTER UPDATE ON meters
  FOR EACH ROW EXECUTE FUNCTION meter_changed();
