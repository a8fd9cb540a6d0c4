-- Customers, meters, products, rate cards and rates.
-- `seq` orders lists (keyset pagination): it only grows, so a page never skips or repeats a row.

CREATE TABLE customers (
  organization_id text NOT NULL REFERENCES organizations(id),
  id text NOT NULL,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  display_name text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  external_id text,
  currency_code text NOT NULL,
  archived boolean NOT NULL DEFAULT false,
  billing_profile jsonb NOT NULL DEFAULT '{}',
  metadata jsonb NOT NULL DEFAULT '{}',
  create_time timestamptz NOT NULL,
  update_time timestamptz NOT NULL,
  PRIMARY KEY (organization_id, id)
);
CREATE UNIQUE INDEX customers_seq ON customers (organization_id, seq);
CREATE UNIQUE INDEX customers_external_id ON customers (organization_id, external_id) WHERE external_id IS NOT NULL;

CREATE TABLE meters (
  organization_id text NOT NULL REFERENCES organizations(id),
  id text NOT NULL,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  display_name text NOT NULL DEFAULT '',
  event_type text NOT NULL,
  value_property text NOT NULL DEFAULT '',
  aggregation text NOT NULL,
  group_keys text[] NOT NULL DEFAULT '{}',
  create_time timestamptz NOT NULL,
  update_time timestamptz NOT NULL,
  PRIMARY KEY (organization_id, id)
);
CREATE UNIQUE INDEX meters_seq ON meters (organization_id, seq);
CREATE INDEX meters_event_type ON meters (organization_id, event_type);

CREATE TABLE products (
  organization_id text NOT NULL REFERENCES organizations(id),
  id text NOT NULL,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  display_name text NOT NULL DEFAULT '',
  type text NOT NULL,
  meter_id text,
  presentation_group_keys text[] NOT NULL DEFAULT '{}',
  pricing_group_keys text[] NOT NULL DEFAULT '{}',
  tags text[] NOT NULL DEFAULT '{}',
  create_time timestamptz NOT NULL,
  PRIMARY KEY (organization_id, id),
  FOREIGN KEY (organization_id, meter_id) REFERENCES meters (organization_id, id)
);
CREATE UNIQUE INDEX products_seq ON products (organization_id, seq);
CREATE INDEX products_meter ON products (organization_id, meter_id);

CREATE TABLE rate_cards (
  organization_id text NOT NULL REFERENCES organizations(id),
  id text NOT NULL,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  display_name text NOT NULL DEFAULT '',
  currency_code text NOT NULL,
  create_time timestamptz NOT NULL,
  PRIMARY KEY (organization_id, id)
);
CREATE UNIQUE INDEX rate_cards_seq ON rate_cards (organization_id, seq);

CREATE TABLE rates (
  organization_id text NOT NULL,
  rate_card_id text NOT NULL,
  id text NOT NULL,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  product_id text NOT NULL,
  dimension_values jsonb NOT NULL DEFAULT '{}',
  start_time timestamptz NOT NULL,
  end_time timestamptz,
  -- The pricing model as its API JSON ({"unit": {...}}), canonical decimal strings.
  pricing jsonb NOT NULL,
  create_time timestamptz NOT NULL,
  PRIMARY KEY (organization_id, rate_card_id, id),
  FOREIGN KEY (organization_id, rate_card_id) REFERENCES rate_cards (organization_id, id),
  FOREIGN KEY (organization_id, product_id) REFERENCES products (organization_id, id)
);
CREATE INDEX rates_product ON rates (organization_id, rate_card_id, product_id, start_time);
