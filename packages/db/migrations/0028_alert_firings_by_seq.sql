-- A firing names its alert by the alert's `seq` (never reused), not by (customer_id, id) with a foreign key to
-- `alerts` (docs/alerts.md, "When a threshold fires"). The foreign key's check was about 40% of the firing
-- INSERT's time, once per row, and locked each alert row it fired (bench/README.md, "alerts"). Without it, a
-- refresh firing an alert while the alert is deleted may leave a firing row behind (it was not yet committed when
-- the delete removed the alert's firings): named by the deleted alert's seq, it is never read again, and an alert
-- made again with the same id (a new seq) starts fresh as the rules say. The key is also smaller: one bigint
-- where two texts were.

ALTER TABLE alert_firings ADD COLUMN alert_seq bigint;
UPDATE alert_firings f SET alert_seq = a.seq FROM alerts a
WHERE a.organization_id = f.organization_id AND a.customer_id = f.alert_customer_id AND a.id = f.alert_id;
-- The foreign key's cascade left no firing without its alert, so every row has its seq now.
ALTER TABLE alert_firings ALTER COLUMN alert_seq SET NOT NULL;

ALTER TABLE alert_firings DROP CONSTRAINT alert_firings_organization_id_alert_customer_id_alert_id_fkey;
ALTER TABLE alert_firings DROP CONSTRAINT alert_firings_pkey;
DROP INDEX alert_firings_latest;
ALTER TABLE alert_firings DROP COLUMN alert_customer_id, DROP COLUMN alert_id;

-- Once per threshold, billing period (contract, period start) and customer watched: two racing refreshes of one
-- DRAFT insert one row, and only the insert that wins writes the event. Led by the period, not the alert: a refresh
-- reads what fired in its DRAFTs' periods (readFiredThresholds) by this key's prefix, a condition on no alert, so
-- that alert_firings_latest below cannot serve it. Led by the alert, the planner without statistics took that
-- index for (organization_id, alert_seq) and filtered the rest: an organization-wide alert's firings for every
-- customer, walked per DRAFT.
ALTER TABLE alert_firings ADD PRIMARY KEY (organization_id, customer_id, contract_id, period_start, alert_seq, threshold);
-- An alert's lastTriggerTime (its latest firing) in one descent.
CREATE INDEX alert_firings_latest ON alert_firings (organization_id, alert_seq, fire_time);
