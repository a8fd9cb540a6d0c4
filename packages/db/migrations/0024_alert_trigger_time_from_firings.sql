-- An alert's lastTriggerTime is its latest firing's time, read from alert_firings (docs/alerts.md), no longer
-- written on the alert row: every refresh that fired an alert updated that row, and an organization-wide alert's
-- row was then locked until commit by every refresh firing it for any customer; the update's join from the
-- fired keys to `alerts` was also planned as a scan of every alert of the organization without statistics
-- (bench/README.md, "alerts"). The index answers max(fire_time) of one alert in one descent.

CREATE INDEX alert_firings_latest ON alert_firings (organization_id, alert_customer_id, alert_id, fire_time);

ALTER TABLE alerts DROP COLUMN last_trigger_time;
