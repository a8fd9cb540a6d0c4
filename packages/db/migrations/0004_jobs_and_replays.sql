-- Background jobs of the in-process queue (used when no REDIS_URL is set). Postgres stays the source of truth
-- for scheduled work, so queued jobs survive a restart. One row per (queue, id): job ids are deterministic and
-- enqueueing a known id is a no-op. Finished rows are kept, so a finished job is not queued again either.
CREATE TABLE jobs (
  queue text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  -- QUEUED -> RUNNING -> SUCCEEDED; a failed attempt goes back to QUEUED until run_after, the last one to FAILED.
  status text NOT NULL DEFAULT 'QUEUED',
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL,
  run_after timestamptz NOT NULL,
  -- A RUNNING job whose lease ran out belongs to a process that died; it is run again.
  lease_until timestamptz,
  last_error text NOT NULL DEFAULT '',
  create_time timestamptz NOT NULL,
  finish_time timestamptz,
  PRIMARY KEY (queue, id)
);
CREATE INDEX jobs_due ON jobs (run_after) WHERE status IN ('QUEUED', 'RUNNING');

-- usageEvents:replay requests. The count is taken when the replay is requested (events ingested up to the
-- watermark); the worker recomputes what is derived from the range and marks the replay finished.
CREATE TABLE usage_replays (
  organization_id text NOT NULL REFERENCES organizations(id),
  id text NOT NULL,
  start_time timestamptz NOT NULL,
  end_time timestamptz NOT NULL,
  watermark_time timestamptz NOT NULL,
  matched_event_count numeric NOT NULL,
  -- RUNNING, SUCCEEDED or FAILED.
  status text NOT NULL,
  create_time timestamptz NOT NULL,
  finish_time timestamptz,
  PRIMARY KEY (organization_id, id)
);

-- usageEvents/{eventId}:correct. The row is the claim that makes corrections of one event serial: the first
-- correction of an event wins, a different one later is FAILED_PRECONDITION (correct the latest), the same one
-- again returns the same replacement. The events themselves live in ClickHouse.
CREATE TABLE usage_corrections (
  organization_id text NOT NULL REFERENCES organizations(id),
  event_id text NOT NULL,
  replacement_event_id text NOT NULL,
  reason text NOT NULL DEFAULT '',
  create_time timestamptz NOT NULL,
  -- When ClickHouse recorded the original as superseded.
  apply_time timestamptz,
  -- When the worker finished recomputing what the correction changed.
  follow_up_time timestamptz,
  PRIMARY KEY (organization_id, event_id)
);
