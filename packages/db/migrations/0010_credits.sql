-- Credit grants and their balance ledger (SPEC 4.9, SEMANTICS 8; docs/credits.md). The ledger is append-only and
-- the database itself keeps each grant's remaining balance equal to the sum of its entries and never negative.

CREATE TABLE credit_grants (
  organization_id text NOT NULL,
  customer_id text NOT NULL,
  id text NOT NULL,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  currency_code text NOT NULL,
  amount numeric NOT NULL CHECK (amount > 0),
  priority integer NOT NULL CHECK (priority BETWEEN 0 AND 100),
  applicable_products text[] NOT NULL DEFAULT '{}',
  applicable_tags text[] NOT NULL DEFAULT '{}',
  start_time timestamptz NOT NULL,
  end_time timestamptz CHECK (end_time > start_time),
  reason text NOT NULL,
  create_time timestamptz NOT NULL,
  void_time timestamptz,
  void_reason text NOT NULL DEFAULT '',
  -- granted - applied + reversed - expired - voided: written only by the ledger's trigger below.
  remaining numeric NOT NULL DEFAULT 0 CHECK (remaining >= 0),
  PRIMARY KEY (organization_id, customer_id, id),
  FOREIGN KEY (organization_id, customer_id) REFERENCES customers (organization_id, id)
);
CREATE UNIQUE INDEX credit_grants_seq ON credit_grants (organization_id, seq);
-- The worker's expiry sweep looks for ended grants with something left.
CREATE INDEX credit_grants_to_expire ON credit_grants (end_time) WHERE remaining > 0;

CREATE TABLE balance_transactions (
  organization_id text NOT NULL,
  customer_id text NOT NULL,
  id text NOT NULL,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  type text NOT NULL CHECK (type IN ('CREDIT_GRANTED', 'CREDIT_APPLIED', 'CREDIT_REVERSED', 'CREDIT_EXPIRED',
    'CREDIT_VOIDED')),
  grant_id text NOT NULL,
  -- The invoice an application or a reversal belongs to; NULL for the others.
  invoice_id text,
  -- Signed: what the entry adds to the grant's remaining balance (applied, expired, voided are negative).
  amount numeric NOT NULL,
  currency_code text NOT NULL,
  description text NOT NULL,
  create_time timestamptz NOT NULL,
  PRIMARY KEY (organization_id, customer_id, id),
  FOREIGN KEY (organization_id, customer_id, grant_id) REFERENCES credit_grants (organization_id, customer_id, id),
  FOREIGN KEY (organization_id, customer_id, invoice_id) REFERENCES invoices (organization_id, customer_id, id),
  CHECK ((type IN ('CREDIT_APPLIED', 'CREDIT_REVERSED')) = (invoice_id IS NOT NULL)),
  CHECK (CASE type
    WHEN 'CREDIT_GRANTED' THEN amount > 0
    WHEN 'CREDIT_REVERSED' THEN amount > 0
    ELSE amount < 0 END)
);
CREATE UNIQUE INDEX balance_transactions_seq ON balance_transactions (organization_id, seq);
CREATE INDEX balance_transactions_customer ON balance_transactions (organization_id, customer_id, seq);
-- Booked once whatever the code does: a grant is granted and voided once, and an invoice applies a grant once
-- and reverses it once (two finalizes or two voids racing insert one row each at most).
CREATE UNIQUE INDEX balance_transactions_once ON balance_transactions (organization_id, customer_id, grant_id, type)
  WHERE type IN ('CREDIT_GRANTED', 'CREDIT_VOIDED');
CREATE UNIQUE INDEX balance_transactions_per_invoice
  ON balance_transactions (organization_id, customer_id, grant_id, invoice_id, type)
  WHERE invoice_id IS NOT NULL;

-- Each entry moves its grant's remaining balance in the same statement; the CHECK on credit_grants refuses a
-- balance below zero, so an application or expiry larger than what is left rolls the whole transaction back.
CREATE FUNCTION book_balance_transaction() RETURNS trigger AS $$
DECLARE
  g credit_grants;
  applied numeric;
BEGIN
  SELECT * INTO g FROM credit_grants
    WHERE organization_id = NEW.organization_id AND customer_id = NEW.customer_id AND id = NEW.grant_id
    FOR UPDATE;
  IF NEW.currency_code <> g.currency_code THEN
    RAISE EXCEPTION 'transaction % is in % but grant % is in %', NEW.id, NEW.currency_code, g.id, g.currency_code
      USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.type = 'CREDIT_GRANTED' AND NEW.amount <> g.amount THEN
    RAISE EXCEPTION 'grant % is of %, not %', g.id, g.amount, NEW.amount USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.type <> 'CREDIT_GRANTED' AND NOT EXISTS (SELECT 1 FROM balance_transactions
      WHERE organization_id = NEW.organization_id AND customer_id = NEW.customer_id AND grant_id = NEW.grant_id
        AND type = 'CREDIT_GRANTED') THEN
    RAISE EXCEPTION 'grant % has not been granted', g.id USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.type = 'CREDIT_APPLIED' AND g.void_time IS NOT NULL THEN
    RAISE EXCEPTION 'grant % is voided', g.id USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.type = 'CREDIT_REVERSED' THEN
    SELECT amount INTO applied FROM balance_transactions
      WHERE organization_id = NEW.organization_id AND customer_id = NEW.customer_id AND grant_id = NEW.grant_id
        AND invoice_id = NEW.invoice_id AND type = 'CREDIT_APPLIED';
    IF applied IS NULL OR NEW.amount <> -applied THEN
      RAISE EXCEPTION 'a reversal of grant % on invoice % must give back exactly what was applied', g.id,
        NEW.invoice_id USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  UPDATE credit_grants SET remaining = remaining + NEW.amount
    WHERE organization_id = NEW.organization_id AND customer_id = NEW.customer_id AND id = NEW.grant_id;
  RETURN NEW;
END $$ LANGUAGE plpgsql;

CREATE TRIGGER balance_transactions_book BEFORE INSERT ON balance_transactions
  FOR EACH ROW EXECUTE FUNCTION book_balance_transaction();

CREATE FUNCTION refuse_ledger_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'balance transactions are append-only' USING ERRCODE = 'check_violation';
END $$ LANGUAGE plpgsql;

CREATE TRIGGER balance_transactions_append_only BEFORE UPDATE OR DELETE ON balance_transactions
  FOR EACH ROW EXECUTE FUNCTION refuse_ledger_change();
CREATE TRIGGER balance_transactions_no_truncate BEFORE TRUNCATE ON balance_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_ledger_change();

-- A grant's terms never change once made; it may be voided once; its remaining balance moves only with a
-- ledger entry (the trigger above runs at depth 1, its UPDATE of the grant at depth 2).
CREATE FUNCTION guard_credit_grant() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'credit grant % cannot be deleted: void it', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  IF TG_OP = 'INSERT' THEN
    IF NEW.remaining <> 0 THEN
      RAISE EXCEPTION 'a grant starts empty: CREDIT_GRANTED gives it its amount' USING ERRCODE = 'check_violation';
    END IF;
    RETURN NEW;
  END IF;
  IF (NEW.organization_id, NEW.customer_id, NEW.id, NEW.seq, NEW.currency_code, NEW.amount, NEW.priority,
      NEW.applicable_products, NEW.applicable_tags, NEW.start_time, NEW.end_time, NEW.reason, NEW.create_time)
     IS DISTINCT FROM
     (OLD.organization_id, OLD.customer_id, OLD.id, OLD.seq, OLD.currency_code, OLD.amount, OLD.priority,
      OLD.applicable_products, OLD.applicable_tags, OLD.start_time, OLD.end_time, OLD.reason, OLD.create_time) THEN
    RAISE EXCEPTION 'credit grant % cannot change', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  IF OLD.void_time IS NOT NULL AND (NEW.void_time, NEW.void_reason) IS DISTINCT FROM (OLD.void_time, OLD.void_reason)
  THEN
    RAISE EXCEPTION 'credit grant % is already voided', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.remaining <> OLD.remaining AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'the balance of credit grant % moves only with a balance transaction', OLD.id
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$ LANGUAGE plpgsql;

CREATE TRIGGER credit_grants_guard BEFORE INSERT OR UPDATE OR DELETE ON credit_grants
  FOR EACH ROW EXECUTE FUNCTION guard_credit_grant();

-- What the customer's DRAFTs show as credit depends on the grants and their balances: mark them stale in the
-- transaction of the change, as the terms triggers of 0007 do. An invoice being finalized is no longer a DRAFT
-- when its applications are booked, so it is not marked.
CREATE FUNCTION mark_customer_drafts_stale() RETURNS trigger AS $$
BEGIN
  UPDATE invoices SET stale = true, stale_version = stale_version + 1
  WHERE organization_id = NEW.organization_id AND customer_id = NEW.customer_id AND status = 'DRAFT';
  RETURN NULL;
END $$ LANGUAGE plpgsql;

CREATE TRIGGER credit_grants_mark_drafts AFTER INSERT OR UPDATE OF void_time ON credit_grants
  FOR EACH ROW EXECUTE FUNCTION mark_customer_drafts_stale();
CREATE TRIGGER balance_transactions_mark_drafts AFTER INSERT ON balance_transactions
  FOR EACH ROW EXECUTE FUNCTION mark_customer_drafts_stale();
