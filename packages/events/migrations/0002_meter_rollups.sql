-- Exact meter values and hourly rollups (docs/usage.md).
--
-- `property_values`: every path a meter can name in an event's properties, with the exact string form of its
-- value, written at ingest. ClickHouse's JSON functions re-print numbers through a double; these strings are
-- summed as integers (Int256 mantissas per decimal scale), so no float stands between an event and an invoice.
-- Events stored before this migration have an empty map.
ALTER TABLE usage_events ADD COLUMN IF NOT EXISTS property_values Map(String, String) CODEC(ZSTD(1));

-- Which (customer, event type, hour) buckets changed, and when: every insert marks the hours it touched, and
-- corrections and replays mark theirs. The rollup worker recomputes the buckets marked since its last pass;
-- reads treat a bucket marked after the rollup's watermark as raw. Marks older than a week are dropped: a
-- rollup whose watermark is older than that is rebuilt whole.
CREATE TABLE IF NOT EXISTS usage_dirty_hours (
  organization_id LowCardinality(String),
  event_type LowCardinality(String),
  customer_id String,
  hour DateTime('UTC'),
  mark_time DateTime64(6, 'UTC') DEFAULT now64(6)
) ENGINE = MergeTree
ORDER BY (organization_id, event_type, mark_time)
TTL toDateTime(mark_time) + INTERVAL 7 DAY;

CREATE MATERIALIZED VIEW IF NOT EXISTS usage_dirty_hours_mv TO usage_dirty_hours AS
SELECT organization_id, event_type, customer_id, toStartOfHour(event_time) AS hour, now64(6) AS mark_time
FROM usage_events
GROUP BY organization_id, event_type, customer_id, hour;

-- Partial aggregates of one meter shape (event type, value path, group keys) per customer, hour and group
-- values. A bucket is recomputed whole and written as a new `generation` (the watermark it was computed at);
-- reads take the latest generation not after the meter's watermark. A `marker` row per recomputed bucket
-- records the generation even when the bucket has no events left.
-- Sums, minimums and maximums are per decimal scale: `sums[i]` is the sum of the values with `scales[i]`
-- fraction digits, as integers (value * 10^scale). Values longer than 60 digits are kept in `big_values`.
CREATE TABLE IF NOT EXISTS usage_rollups (
  organization_id LowCardinality(String),
  meter_id String,
  shape String,
  customer_id String,
  hour DateTime('UTC'),
  generation DateTime64(6, 'UTC'),
  marker UInt8,
  group_values Array(String),
  event_count UInt64,
  value_count UInt64,
  scales Array(UInt8),
  sums Array(Int256),
  mins Array(Int256),
  maxs Array(Int256),
  big_values Array(String),
  latest_key Tuple(DateTime64(3, 'UTC'), DateTime64(6, 'UTC'), String),
  latest_value String,
  uniq AggregateFunction(uniqExact, Nullable(String))
) ENGINE = MergeTree
ORDER BY (organization_id, meter_id, shape, customer_id, hour, generation);

-- Rollups of a meter shape are complete up to `watermark`: every bucket marked before it is recomputed.
CREATE TABLE IF NOT EXISTS usage_rollup_watermarks (
  organization_id LowCardinality(String),
  meter_id String,
  shape String,
  watermark DateTime64(6, 'UTC')
) ENGINE = ReplacingMergeTree(watermark)
ORDER BY (organization_id, meter_id, shape);
