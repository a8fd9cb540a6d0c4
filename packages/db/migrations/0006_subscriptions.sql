-- Subscriptions (a customer's recurring enrollment in SUBSCRIPTION products, under one contract) and their
-- amendments (docs/subscriptions.md "The rules"). A subscription row keeps the items given at creation; amendments replace the whole
-- item set from their effective_time on. Statuses are computed from the clock on read (docs/subscriptions.md).

CREATE TABLE subscriptions (
  organization_id text NOT NULL,
  customer_id text NOT NULL,
  id text NOT NULL,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  contract_id text NOT NULL,
  start_time timestamptz NOT NULL,
  -- The end given at creation (effectivePeriod.endTime); null: open-ended.
  end_time timestamptz,
  -- Set by `:cancel`; overrides end_time.
  cancel_time timestamptz,
  -- Items as created: [{product: 'products/x', quantity: '5', dimensions: {}}], quantities canonical decimals.
  items jsonb NOT NULL,
  -- The proration of the cancel (set with cancel_time); null while not canceled.
  proration_behavior text,
  create_time timestamptz NOT NULL,
  PRIMARY KEY (organization_id, customer_id, id),
  FOREIGN KEY (organization_id, customer_id, contract_id) REFERENCES contracts (organization_id, customer_id, id),
  CHECK (end_time IS NULL OR end_time > start_time),
  CHECK (cancel_time IS NULL OR cancel_time > start_time)
);
CREATE UNIQUE INDEX subscriptions_seq ON subscriptions (organization_id, seq);
CREATE INDEX subscriptions_contract ON subscriptions (organization_id, customer_id, contract_id);

-- Status SCHEDULED/APPLIED is computed from the clock on read; only CANCELED is stored (canceled_time).
CREATE TABLE subscription_amendments (
  organization_id text NOT NULL,
  customer_id text NOT NULL,
  subscription_id text NOT NULL,
  id text NOT NULL,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  reason text NOT NULL DEFAULT '',
  effective_time timestamptz NOT NULL,
  -- The whole item set from effective_time on (same shape as subscriptions.items).
  items jsonb NOT NULL,
  proration_behavior text NOT NULL CHECK (proration_behavior IN ('CREATE_PRORATIONS', 'NONE')),
  canceled_time timestamptz,
  cancel_reason text NOT NULL DEFAULT '',
  create_time timestamptz NOT NULL,
  PRIMARY KEY (organization_id, customer_id, subscription_id, id),
  FOREIGN KEY (organization_id, customer_id, subscription_id)
    REFERENCES subscriptions (organization_id, customer_id, id)
);
CREATE UNIQUE INDEX subscription_amendments_seq ON subscription_amendments (organization_id, seq);
