-- Credit grants, commitments and their balance ledger (docs/credits.md). The ledger is
-- append-only and the database itself keeps each grant's and each commitment's remaining balance equal to the sum
-- of its entries and never negative.

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

-- A contract's minimum spend over its effective period: postpaid (cost_basis 0, trued up at the end) or prepaid
-- (cost_basis billed first, committed_amount drawn down after grants). remaining: what the ledger leaves of it.
CREATE TABLE commitments (
  organization_id text NOT NULL,
  customer_id text NOT NULL,
  id text NOT NULL,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  contract_id text NOT NULL,
  currency_code text NOT NULL,
  committed_amount numeric NOT NULL CHECK (committed_amount > 0),
  cost_basis numeric NOT NULL CHECK (cost_basis >= 0),
  applicable_products text[] NOT NULL DEFAULT '{}',
  start_time timestamptz NOT NULL,
  end_time timestamptz CHECK (end_time > start_time),
  create_time timestamptz NOT NULL,
  void_time timestamptz,
  void_reason text NOT NULL DEFAULT '',
  remaining numeric NOT NULL DEFAULT 0 CHECK (remaining >= 0),
  PRIMARY KEY (organization_id, customer_id, id),
  FOREIGN KEY (organization_id, customer_id, contract_id) REFERENCES contracts (organization_id, customer_id, id)
);
CREATE UNIQUE INDEX commitments_seq ON commitments (organization_id, seq);
CREATE INDEX commitments_to_expire ON commitments (end_time) WHERE remaining > 0;

CREATE TABLE balance_transactions (
  organization_id text NOT NULL,
  customer_id text NOT NULL,
  id text NOT NULL,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  type text NOT NULL CHECK (type IN ('CREDIT_GRANTED', 'CREDIT_APPLIED', 'CREDIT_REVERSED', 'CREDIT_EXPIRED',
    'CREDIT_VOIDED', 'COMMITMENT_CREATED', 'COMMITMENT_APPLIED', 'COMMITMENT_TRUE_UP', 'COMMITMENT_EXPIRED',
    'COMMITMENT_VOIDED')),
  -- Exactly one of the two: the grant or the commitment whose balance the entry moves.
  grant_id text,
  commitment_id text,
  -- The invoice an application, a true-up or a reversal belongs to; NULL for the others.
  invoice_id text,
  -- Signed: what the entry adds to its balance (applied, expired, voided, true-up are negative; a commitment's
  -- applied or true-up entry of the opposite sign is the reversal of its invoice's, BALANCE_TRANSACTION_TYPE having no
  -- COMMITMENT_REVERSED).
  amount numeric NOT NULL,
  currency_code text NOT NULL,
  description text NOT NULL,
  create_time timestamptz NOT NULL,
  PRIMARY KEY (organization_id, customer_id, id),
  FOREIGN KEY (organization_id, customer_id, grant_id) REFERENCES credit_grants (organization_id, customer_id, id),
  FOREIGN KEY (organization_id, customer_id, commitment_id)
    REFERENCES commitments (organization_id, customer_id, id),
  FOREIGN KEY (organization_id, customer_id, invoice_id) REFERENCES invoices (organization_id, customer_id, id),
  CHECK ((grant_id IS NULL) <> (commitment_id IS NULL)),
  CHECK ((type LIKE 'CREDIT\_%') = (grant_id IS NOT NULL)),
  CHECK ((type IN ('CREDIT_APPLIED', 'CREDIT_REVERSED', 'COMMITMENT_APPLIED', 'COMMITMENT_TRUE_UP'))
    = (invoice_id IS NOT NULL)),
  CHECK (CASE type
    WHEN 'CREDIT_GRANTED' THEN amount > 0
    WHEN 'CREDIT_REVERSED' THEN amount > 0
    WHEN 'COMMITMENT_CREATED' THEN amount > 0
    WHEN 'COMMITMENT_APPLIED' THEN amount <> 0
    WHEN 'COMMITMENT_TRUE_UP' THEN amount <> 0
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
  WHERE invoice_id IS NOT NULL AND grant_id IS NOT NULL;
-- The same for commitments: created and voided once; per invoice, applied (and trued up) once and reversed once.
CREATE UNIQUE INDEX balance_transactions_commitment_once
  ON balance_transactions (organization_id, customer_id, commitment_id, type)
  WHERE type IN ('COMMITMENT_CREATED', 'COMMITMENT_VOIDED');
CREATE UNIQUE INDEX balance_transactions_commitment_per_invoice
  ON balance_transactions (organization_id, customer_id, commitment_id, invoice_id, type, (amount > 0))
  WHERE invoice_id IS NOT NULL AND commitment_id IS NOT NULL;

-- Each entry moves its grant's remaining balance in the same statement; the CHECK on credit_grants refuses a
-- balance below zero, so an application or expiry larger than what is left rolls the whole transaction back.
CREATE FUNCTION book_commitment_transaction(t balance_transactions) RETURNS void AS $$
DECLARE
  c commitments;
  booked numeric;
BEGIN
  SELECT * INTO c FROM commitments
    WHERE organization_id = t.organization_id AND customer_id = t.customer_id AND id = t.commitment_id
    FOR UPDATE;
  IF t.currency_code <> c.currency_code THEN
    RAISE EXCEPTION 'transaction % is in % but commitment % is in %', t.id, t.currency_code, c.id,
      c.currency_code USING ERRCODE = 'check_violation';
  END IF;
  IF t.type = 'COMMITMENT_CREATED' AND t.amount <> c.committed_amount THEN
    RAISE EXCEPTION 'commitment % is of %, not %', c.id, c.committed_amount, t.amount
      USING ERRCODE = 'check_violation';
  END IF;
  IF t.type <> 'COMMITMENT_CREATED' AND NOT EXISTS (SELECT 1 FROM balance_transactions
      WHERE organization_id = t.organization_id AND customer_id = t.customer_id
        AND commitment_id = t.commitment_id AND type = 'COMMITMENT_CREATED') THEN
    RAISE EXCEPTION 'commitment % has not been created', c.id USING ERRCODE = 'check_violation';
  END IF;
  IF t.type IN ('COMMITMENT_APPLIED', 'COMMITMENT_TRUE_UP') AND t.amount < 0 AND c.void_time IS NOT NULL THEN
    RAISE EXCEPTION 'commitment % is voided', c.id USING ERRCODE = 'check_violation';
  END IF;
  IF t.type IN ('COMMITMENT_APPLIED', 'COMMITMENT_TRUE_UP') AND t.amount > 0 THEN
    SELECT amount INTO booked FROM balance_transactions
      WHERE organization_id = t.organization_id AND customer_id = t.customer_id
        AND commitment_id = t.commitment_id AND invoice_id = t.invoice_id AND type = t.type AND amount < 0;
    IF booked IS NULL OR t.amount <> -booked THEN
      RAISE EXCEPTION 'a reversal of commitment % on invoice % must give back exactly what was booked', c.id,
        t.invoice_id USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  UPDATE commitments SET remaining = remaining + t.amount
    WHERE organization_id = t.organization_id AND customer_id = t.customer_id AND id = t.commitment_id;
END $$ LANGUAGE plpgsql;

CREATE FUNCTION book_balance_transaction() RETURNS trigger AS $$
DECLARE
  g credit_grants;
  applied numeric;
BEGIN
  IF NEW.commitment_id IS NOT NULL THEN
    PERFORM book_commitment_transaction(NEW);
    RETURN NEW;
  END IF;
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

-- The same for commitments: terms fixed, voided once, remaining moved only by the ledger (here at depth 2 too:
-- the ledger trigger's helper function runs in the trigger's own depth).
CREATE FUNCTION guard_commitment() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'commitment % cannot be deleted: void it', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  IF TG_OP = 'INSERT' THEN
    IF NEW.remaining <> 0 THEN
      RAISE EXCEPTION 'a commitment starts empty: COMMITMENT_CREATED gives it its amount'
        USING ERRCODE = 'check_violation';
    END IF;
    RETURN NEW;
  END IF;
  IF (NEW.organization_id, NEW.customer_id, NEW.id, NEW.seq, NEW.contract_id, NEW.currency_code,
      NEW.committed_amount, NEW.cost_basis, NEW.applicable_products, NEW.start_time, NEW.end_time, NEW.create_time)
     IS DISTINCT FROM
     (OLD.organization_id, OLD.customer_id, OLD.id, OLD.seq, OLD.contract_id, OLD.currency_code,
      OLD.committed_amount, OLD.cost_basis, OLD.applicable_products, OLD.start_time, OLD.end_time, OLD.create_time)
  THEN
    RAISE EXCEPTION 'commitment % cannot change', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  IF OLD.void_time IS NOT NULL AND (NEW.void_time, NEW.void_reason) IS DISTINCT FROM (OLD.void_time, OLD.void_reason)
  THEN
    RAISE EXCEPTION 'commitment % is already voided', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.remaining <> OLD.remaining AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'the balance of commitment % moves only with a balance transaction', OLD.id
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$ LANGUAGE plpgsql;

CREATE TRIGGER commitments_guard BEFORE INSERT OR UPDATE OR DELETE ON commitments
  FOR EACH ROW EXECUTE FUNCTION guard_commitment();

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
CREATE TRIGGER commitments_mark_drafts AFTER INSERT OR UPDATE OF void_time ON commitments
  FOR EACH ROW EXECUTE FUNCTION mark_customer_drafts_stale();
CREATE TRIGGER balance_transactions_mark_drafts AFTER INSERT ON balance_transactions
  FOR EACH ROW EXECUTE FUNCTION mark_customer_drafts_stale();
