-- No materialized view on the insert path: each cost chdb 8-10 ms of CPU per insert, about half of what an insert
-- of 1,000 events costs in all (bench/README.md, ingest).
--
-- `insert_time`, set by ClickHouse when the row is inserted, replaces the change marks the insert view wrote:
-- a rollup pass finds the (customer, hour) buckets inserted into since its watermark with a minmax index on it
-- (old parts are skipped whole). Corrections and replays still write `usage_dirty_hours`. Rows stored before this
-- migration get the time the migration materializes the column, so they are recomputed once.
ALTER TABLE usage_events ADD COLUMN IF NOT EXISTS insert_time DateTime64(6, 'UTC') DEFAULT now64(6);
ALTER TABLE usage_events ADD INDEX IF NOT EXISTS usage_events_insert_time insert_time TYPE minmax GRANULARITY 1;
ALTER TABLE usage_events MATERIALIZE COLUMN insert_time;
ALTER TABLE usage_events MATERIALIZE INDEX usage_events_insert_time;
DROP VIEW IF EXISTS usage_dirty_hours_mv;

-- Point lookups by event id (GET by name, de-duplication checks after Redis lost its keys) read usage_events
-- through a bloom filter on event_id instead of a second table written by a view.
ALTER TABLE usage_events ADD INDEX IF NOT EXISTS usage_events_event_id event_id TYPE bloom_filter(0.001) GRANULARITY 1;
ALTER TABLE usage_events MATERIALIZE INDEX usage_events_event_id;
DROP VIEW IF EXISTS usage_event_keys_mv;
DROP TABLE IF EXISTS usage_event_keys;
