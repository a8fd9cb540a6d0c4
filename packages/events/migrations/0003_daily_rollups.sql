-- Daily rollups: the hourly partial aggregates of usage_rollups merged per UTC day (the `hour` column holds the
-- day's start). A month of one meter is 31 rows per group instead of 744, which is most of a preview's read.
-- Written by the same rollup passes, at the same generation as the hours they merge (docs/usage.md).
CREATE TABLE IF NOT EXISTS usage_rollups_daily AS usage_rollups;
