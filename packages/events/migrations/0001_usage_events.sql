-- Usage events. One row per stored event; a retried insert may store the same event twice, so every read
-- that counts de-duplicates by (organization_id, event_id) (FINAL on identical rows, or GROUP BY event_id).
-- `version` is larger for an earlier ingest: where two rows of one event differ, the first stored one wins.
CREATE TABLE IF NOT EXISTS usage_events (
  organization_id LowCardinality(String),
  customer_id String,
  event_type LowCardinality(String),
  event_time DateTime64(3, 'UTC'),
  event_id String,
  ingest_time DateTime64(6, 'UTC'),
  properties String CODEC(ZSTD(3)),
  payload_hash String,
  correction_of String DEFAULT '',
  version UInt64
) ENGINE = ReplacingMergeTree(version)
PARTITION BY toYYYYMM(event_time)
ORDER BY (organization_id, customer_id, event_type, event_time, event_id);

-- The same events keyed by id: point lookups for GET by name and for de-duplication when Redis lost its keys.
CREATE TABLE IF NOT EXISTS usage_event_keys (
  organization_id LowCardinality(String),
  event_id String,
  customer_id String,
  event_type LowCardinality(String),
  event_time DateTime64(3, 'UTC'),
  payload_hash String,
  version UInt64
) ENGINE = ReplacingMergeTree(version)
ORDER BY (organization_id, event_id);

CREATE MATERIALIZED VIEW IF NOT EXISTS usage_event_keys_mv TO usage_event_keys AS
SELECT organization_id, event_id, customer_id, event_type, event_time, payload_hash, version FROM usage_events;

-- Corrections: the original event is SUPERSEDED by the replacement and drops out of every aggregate.
CREATE TABLE IF NOT EXISTS usage_event_corrections (
  organization_id LowCardinality(String),
  event_id String,
  replacement_event_id String,
  reason String,
  create_time DateTime64(3, 'UTC')
) ENGINE = ReplacingMergeTree(create_time)
ORDER BY (organization_id, event_id);
