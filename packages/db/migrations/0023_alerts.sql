-- Spend and usage alerts (docs/alerts.md): alerts of a customer or of the whole organization, and the
-- thresholds each has fired per billing period.

CREATE TABLE alerts (
  organization_id text NOT NULL REFERENCES organizations (id),
  -- '' for an organization-wide alert (`alerts/{a}`), else the customer's id (`customers/{c}/alerts/{a}`).
  customer_id text NOT NULL,
  id text NOT NULL,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  type text NOT NULL CHECK (type IN ('SPEND', 'USAGE')),
  -- USAGE only: the meter's id and the group values watched (empty: every group).
  meter_id text NOT NULL DEFAULT '',
  dimensions jsonb NOT NULL DEFAULT '{}',
  -- Ascending decimal strings: amounts in currency_code (SPEND) or quantities of the meter (USAGE).
  thresholds text[] NOT NULL CHECK (cardinality(thresholds) BETWEEN 1 AND 10),
  currency_code text NOT NULL DEFAULT '',
  status text NOT NULL CHECK (status IN ('ACTIVE', 'DISABLED')),
  last_trigger_time timestamptz,
  create_time timestamptz NOT NULL,
  update_time timestamptz NOT NULL,
  PRIMARY KEY (organization_id, customer_id, id),
  CHECK ((type = 'SPEND') = (meter_id = '')),
  CHECK ((type = 'SPEND') = (currency_code <> ''))
);
CREATE UNIQUE INDEX alerts_seq ON alerts (organization_id, seq);

-- One row per threshold fired: the primary key is what makes "once per billing period" hold when two refreshes
-- of one DRAFT race (the second insert does nothing, so it writes no event). A customer with two contracts has
-- an invoice per contract, each watched on its own (contract_id).
CREATE TABLE alert_firings (
  organization_id text NOT NULL,
  alert_customer_id text NOT NULL,
  alert_id text NOT NULL,
  customer_id text NOT NULL,
  contract_id text NOT NULL,
  period_start timestamptz NOT NULL,
  threshold text NOT NULL,
  value text NOT NULL,
  fire_time timestamptz NOT NULL,
  PRIMARY KEY (organization_id, alert_customer_id, alert_id, customer_id, contract_id, period_start, threshold),
  FOREIGN KEY (organization_id, alert_customer_id, alert_id)
    REFERENCES alerts (organization_id, customer_id, id) ON DELETE CASCADE
);
