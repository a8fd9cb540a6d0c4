-- Contracts (a customer bound to a rate card) and their amendments (docs/contracts.md).
-- A contract row holds the terms given at creation; amendments change them from their effective_time on.
-- `end_time` is the end given at creation; `ended_time` the end set by `:end`, which overrides every other end.

CREATE TABLE contracts (
  organization_id text NOT NULL,
  customer_id text NOT NULL,
  id text NOT NULL,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  rate_card_id text NOT NULL,
  billing_anchor_day smallint NOT NULL CHECK (billing_anchor_day BETWEEN 1 AND 31),
  start_time timestamptz NOT NULL,
  end_time timestamptz,
  ended_time timestamptz,
  -- Overrides as their API JSON ({baseRateId|product, dimensionValues, effectivePeriod, <model>}).
  rate_overrides jsonb NOT NULL DEFAULT '[]',
  create_time timestamptz NOT NULL,
  PRIMARY KEY (organization_id, customer_id, id),
  FOREIGN KEY (organization_id, customer_id) REFERENCES customers (organization_id, id),
  FOREIGN KEY (organization_id, rate_card_id) REFERENCES rate_cards (organization_id, id)
);
CREATE UNIQUE INDEX contracts_seq ON contracts (organization_id, seq);

-- Status SCHEDULED/APPLIED is computed from the clock on read; only CANCELED is stored (canceled_time).
CREATE TABLE contract_amendments (
  organization_id text NOT NULL,
  customer_id text NOT NULL,
  contract_id text NOT NULL,
  id text NOT NULL,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  reason text NOT NULL DEFAULT '',
  effective_time timestamptz NOT NULL,
  -- Null: the amendment leaves that term unchanged.
  rate_card_id text,
  rate_overrides jsonb,
  contract_end_time timestamptz,
  canceled_time timestamptz,
  cancel_reason text NOT NULL DEFAULT '',
  create_time timestamptz NOT NULL,
  PRIMARY KEY (organization_id, customer_id, contract_id, id),
  FOREIGN KEY (organization_id, customer_id, contract_id) REFERENCES contracts (organization_id, customer_id, id),
  FOREIGN KEY (organization_id, rate_card_id) REFERENCES rate_cards (organization_id, id)
);
CREATE UNIQUE INDEX contract_amendments_seq ON contract_amendments (organization_id, seq);
