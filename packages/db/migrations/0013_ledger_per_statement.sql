-- The ledger's booking (0010) per statement instead of per entry. A bill run finalizes invoices in batches and
-- books their thousands of entries in one INSERT; the per-entry trigger ran four statements for each of them
-- and marked the customer's DRAFTs stale once per entry (measured on a batch of 500 invoices, 1,500 entries:
-- 1.25 s in the booking trigger and 0.5 s in the marking one, several times the rest of the finalize). Here
-- one trigger per statement moves each grant's and commitment's balance once, by the sum of its entries, runs
-- the same checks as set queries over the statement's entries, and marks each customer's DRAFTs once. The rules
-- are those of 0010: a balance never below zero (CHECK, now at the end of each statement), entries in the
-- account's currency, nothing booked before CREDIT_GRANTED / COMMITMENT_CREATED, nothing applied from a voided
-- grant or commitment, a reversal giving back exactly what its invoice took.

DROP TRIGGER balance_transactions_book ON balance_transactions;
DROP TRIGGER balance_transactions_mark_drafts ON balance_transactions;
DROP FUNCTION book_balance_transaction();
DROP FUNCTION book_commitment_transaction(balance_transactions);

CREATE FUNCTION book_balance_transactions() RETURNS trigger AS $$
DECLARE
  bad text;
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
  EXECUTE $q$UPDATE commitments c SET remaining = c.remaining + s.amount
    FROM (SELECT organization_id, customer_id, commitment_id, sum(amount) AS amount FROM new_rows
          WHERE commitment_id IS NOT NULL GROUP BY 1, 2, 3) s
    WHERE c.organization_id = s.organization_id AND c.customer_id = s.customer_id AND c.id = s.commitment_id$q$;

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

CREATE TRIGGER balance_transactions_book AFTER INSERT ON balance_transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION book_balance_transactions();
