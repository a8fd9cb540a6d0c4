-- Large idempotent inserts from the ingest log (docs/usage-events.md, bench/README.md).
--
-- The drainer writes 50-100k rows per insert; these settings took chdb from ~5 to ~3 CPU-s per million rows
-- (issue 15's measurements): LZ4 on the two property columns (ZSTD spent more CPU than it saved in bytes at
-- this rate), compact parts up to 128 MiB (a wide part writes one file per column, a dozen files per insert),
-- and no statistics built at insert.
ALTER TABLE usage_events MODIFY COLUMN properties String CODEC(LZ4);
ALTER TABLE usage_events MODIFY COLUMN property_values Map(String, String) CODEC(LZ4);
ALTER TABLE usage_events MODIFY SETTING min_bytes_for_wide_part = 134217728, auto_statistics_types = '';

-- A range of the log inserted twice (a drainer killed between its insert and its acknowledgement) must not be
-- stored twice: each insert carries a token derived from the log range, and ClickHouse drops an insert whose
-- token it has seen among the last 10,000 blocks of the table. A table fed by a materialized view from
-- usage_events needs the same setting, or its view would count the range twice.
ALTER TABLE usage_events MODIFY SETTING non_replicated_deduplication_window = 10000;
