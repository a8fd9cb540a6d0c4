-- The ledger's references checked once per statement instead of once per entry. The three foreign keys of
-- balance_transactions (0010) each ran a lookup that locked the referenced row (FOR KEY SHARE) for every entry:
-- measured on the embedded database, 28% of a bill-run batch's ledger INSERT (~20 us an entry). Their two
-- halves are kept, differently:
-- - an entry names what exists: the booking trigger checks it for the whole statement (each grant and
--   commitment it moves must be moved, so a missing one shows as a row count; each invoice looked up once);
-- - what an entry names is never deleted: credit_grants and commitments refuse DELETE (0010's guards), and an
--   invoice's entries are booked only once it is FINALIZED, PAID or VOID, which 0007's guard never deletes and
--   none of these change the keys of.
-- The errors keep the foreign keys' SQLSTATE (foreign_key_violation).
-- Also dropped: the unique index on (organization_id, seq), which no query reads (entries are read by customer,
-- through balance_transactions_customer) and which every entry paid for; seq is an identity either way.

DO $$
DECLARE
  fk record;
BEGIN
  FOR fk IN SELECT conname FROM pg_constraint
            WHERE conrelid = 'balance_transactions'::regclass AND contype = 'f' LOOP
    EXECUTE format('ALTER TABLE balance_transactions DROP CONSTRAINT %I', fk.conname);
  END LOOP;
END $$;
DROP INDEX balance_transactions_seq;

CREATE OR REPLACE FUNCTION book_balance_transactions() RETURNS trigger AS $$
DECLARE
  bad text;
  moved bigint;
BEGIN
  -- Every statement through EXECUTE, planned for the transition table it gets: PL/pgSQL would plan each query
  -- once per session and replay the plan, so a plan made for a one-entry statement (a grant's creation) ran the
  -- joins of a 1,500-entry bill-run batch over and over (measured on the embedded database: seconds per batch).
  -- The balances first: the UPDATEs lock every grant and commitment the statement moves, so a concurrent void
  -- waits for this transaction and the checks below read accounts that cannot change under them. (The guards
  -- of credit_grants and commitments let `remaining` move at trigger depth 2 only: from here.)
  EXECUTE $q$UPDATE credit_grants g SET remaining = g.remaining + s.amount
    FROM (SELECT organization_id, customer_id, grant_id, sum(amount) AS amount FROM new_rows
          WHERE grant_id IS NOT NULL GROUP BY 1, 2, 3) s
    WHERE g.organization_id = s.organization_id AND g.customer_id = s.customer_id AND g.id = s.grant_id$q$;
  -- Each grant named moved once: fewer rows moved than grants named is an entry of a grant that does not exist.
  GET DIAGNOSTICS moved = ROW_COUNT;
  EXECUTE $q$SELECT format('%s of the entries name a credit grant that does not exist', count(*) - $1)
    FROM (SELECT DISTINCT organization_id, customer_id, grant_id FROM new_rows WHERE grant_id IS NOT NULL) s
    HAVING count(*) <> $1$q$ INTO bad USING moved;
  IF bad IS NOT NULL THEN RAISE EXCEPTION '%', bad USING ERRCODE = 'foreign_key_violation'; END IF;
  EXECUTE $q$UPDATE commitments c SET remaining = c.remaining + s.amount
    FROM (SELECT organization_id, customer_id, commitment_id, sum(amount) AS amount FROM new_rows
          WHERE commitment_id IS NOT NULL GROUP BY 1, 2, 3) s
    WHERE c.organization_id = s.organization_id AND c.customer_id = s.customer_id AND c.id = s.commitment_id$q$;
  GET DIAGNOSTICS moved = ROW_COUNT;
  EXECUTE $q$SELECT format('%s of the entries name a commitment that does not exist', count(*) - $1)
    FROM (SELECT DISTINCT organization_id, customer_id, commitment_id FROM new_rows
          WHERE commitment_id IS NOT NULL) s
    HAVING count(*) <> $1$q$ INTO bad USING moved;
  IF bad IS NOT NULL THEN RAISE EXCEPTION '%', bad USING ERRCODE = 'foreign_key_violation'; END IF;
  -- An invoice's entries are booked once it is no longer a DRAFT (finalized, or voided for a reversal), and
  -- only DRAFTs can be deleted: what an entry names stays.
  EXECUTE $q$SELECT format('invoice %s does not exist or is a DRAFT', n.invoice_id) FROM new_rows n
    WHERE n.invoice_id IS NOT NULL AND NOT EXISTS (
      SELECT 1 FROM invoices i
      WHERE i.organization_id = n.organization_id AND i.customer_id = n.customer_id AND i.id = n.invoice_id
        AND i.status <> 'DRAFT')
    LIMIT 1$q$ INTO bad;
  IF bad IS NOT NULL THEN RAISE EXCEPTION '%', bad USING ERRCODE = 'foreign_key_violation'; END IF;

  -- Grants.
  EXECUTE $q$SELECT CASE
      WHEN n.currency_code <> g.currency_code THEN
        format('transaction %s is in %s but grant %s is in %s', n.id, n.currency_code, g.id, g.currency_code)
      WHEN n.type = 'CREDIT_GRANTED' AND n.amount <> g.amount THEN
        format('grant %s is of %s, not %s', g.id, g.amount, n.amount)
      WHEN n.type = 'CREDIT_APPLIED' AND g.void_time IS NOT NULL THEN format('grant %s is voided', g.id)
    END
    FROM new_rows n JOIN credit_grants g
      ON g.organization_id = n.organization_id AND g.customer_id = n.customer_id AND g.id = n.grant_id
    WHERE n.currency_code <> g.currency_code OR (n.type = 'CREDIT_GRANTED' AND n.amount <> g.amount)
      OR (n.type = 'CREDIT_APPLIED' AND g.void_time IS NOT NULL)
    LIMIT 1$q$ INTO bad;
  IF bad IS NOT NULL THEN RAISE EXCEPTION '%', bad USING ERRCODE = 'check_violation'; END IF;
  EXECUTE $q$SELECT format('grant %s has not been granted', n.grant_id) FROM new_rows n
    WHERE n.grant_id IS NOT NULL AND n.type <> 'CREDIT_GRANTED' AND NOT EXISTS (
      SELECT 1 FROM balance_transactions t
      WHERE t.organization_id = n.organization_id AND t.customer_id = n.customer_id AND t.grant_id = n.grant_id
        AND t.type = 'CREDIT_GRANTED')
    LIMIT 1$q$ INTO bad;
  IF bad IS NOT NULL THEN RAISE EXCEPTION '%', bad USING ERRCODE = 'check_violation'; END IF;
  EXECUTE $q$SELECT format('a reversal of grant %s on invoice %s must give back exactly what was applied', n.grant_id,
      n.invoice_id) FROM new_rows n
    WHERE n.type = 'CREDIT_REVERSED' AND n.amount IS DISTINCT FROM -(
      SELECT t.amount FROM balance_transactions t
      WHERE t.organization_id = n.organization_id AND t.customer_id = n.customer_id AND t.grant_id = n.grant_id
        AND t.invoice_id = n.invoice_id AND t.type = 'CREDIT_APPLIED')
    LIMIT 1$q$ INTO bad;
  IF bad IS NOT NULL THEN RAISE EXCEPTION '%', bad USING ERRCODE = 'check_violation'; END IF;

  -- Commitments (a COMMITMENT_APPLIED or _TRUE_UP of positive amount is the reversal of its invoice's entry).
  EXECUTE $q$SELECT CASE
      WHEN n.currency_code <> c.currency_code THEN
        format('transaction %s is in %s but commitment %s is in %s', n.id, n.currency_code, c.id, c.currency_code)
      WHEN n.type = 'COMMITMENT_CREATED' AND n.amount <> c.committed_amount THEN
        format('commitment %s is of %s, not %s', c.id, c.committed_amount, n.amount)
      WHEN n.type IN ('COMMITMENT_APPLIED', 'COMMITMENT_TRUE_UP') AND n.amount < 0 AND c.void_time IS NOT NULL
        THEN format('commitment %s is voided', c.id)
    END
    FROM new_rows n JOIN commitments c
      ON c.organization_id = n.organization_id AND c.customer_id = n.customer_id AND c.id = n.commitment_id
    WHERE n.currency_code <> c.currency_code OR (n.type = 'COMMITMENT_CREATED' AND n.amount <> c.committed_amount)
      OR (n.type IN ('COMMITMENT_APPLIED', 'COMMITMENT_TRUE_UP') AND n.amount < 0 AND c.void_time IS NOT NULL)
    LIMIT 1$q$ INTO bad;
  IF bad IS NOT NULL THEN RAISE EXCEPTION '%', bad USING ERRCODE = 'check_violation'; END IF;
  EXECUTE $q$SELECT format('commitment %s has not been created', n.commitment_id) FROM new_rows n
    WHERE n.commitment_id IS NOT NULL AND n.type <> 'COMMITMENT_CREATED' AND NOT EXISTS (
      SELECT 1 FROM balance_transactions t
      WHERE t.organization_id = n.organization_id AND t.customer_id = n.customer_id
        AND t.commitment_id = n.commitment_id AND t.type = 'COMMITMENT_CREATED')
    LIMIT 1$q$ INTO bad;
  IF bad IS NOT NULL THEN RAISE EXCEPTION '%', bad USING ERRCODE = 'check_violation'; END IF;
  EXECUTE $q$SELECT format('a reversal of commitment %s on invoice %s must give back exactly what was booked',
      n.commitment_id, n.invoice_id) FROM new_rows n
    WHERE n.type IN ('COMMITMENT_APPLIED', 'COMMITMENT_TRUE_UP') AND n.amount > 0
      AND n.amount IS DISTINCT FROM -(
        SELECT t.amount FROM balance_transactions t
        WHERE t.organization_id = n.organization_id AND t.customer_id = n.customer_id
          AND t.commitment_id = n.commitment_id AND t.invoice_id = n.invoice_id AND t.type = n.type
          AND t.amount < 0)
    LIMIT 1$q$ INTO bad;
  IF bad IS NOT NULL THEN RAISE EXCEPTION '%', bad USING ERRCODE = 'check_violation'; END IF;

  -- What the customers' DRAFTs show as credit depends on these balances: each customer's marked once. (An
  -- invoice being finalized is no longer a DRAFT when its entries are booked, so it is not marked.)
  EXECUTE $q$UPDATE invoices i SET stale = true, stale_version = i.stale_version + 1
    FROM (SELECT DISTINCT organization_id, customer_id FROM new_rows) n
    WHERE i.organization_id = n.organization_id AND i.customer_id = n.customer_id AND i.status = 'DRAFT'$q$;
  RETURN NULL;
END $$ LANGUAGE plpgsql;

