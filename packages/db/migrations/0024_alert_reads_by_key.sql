-- The refresh's reads of `alerts` must follow the keys of the batch, never the organization's alerts
-- (docs/alerts.md, "Where it is evaluated"; bench/README.md, "alerts").

-- An alert's lastTriggerTime is its latest firing's time, read from alert_firings, no longer written on the alert
-- row: every refresh that fired an alert updated that row, and an organization-wide alert's row was then locked
-- until commit by every refresh firing it for any customer; the update's join from the fired keys to `alerts` was
-- also planned as a scan of every alert of the organization without statistics. The index answers
-- max(fire_time) of one alert in one descent.
CREATE INDEX alert_firings_latest ON alert_firings (organization_id, alert_customer_id, alert_id, fire_time);
ALTER TABLE alerts DROP COLUMN last_trigger_time;

-- The seq index led with organization_id alone, which let a cached plan (made while the table was empty) answer a
-- lookup by customer with a walk of every alert of the organization filtered by customer, once per customer of
-- the batch. Led by (organization_id, customer_id) like the primary key, every index path of such a lookup seeks
-- the customer; a customer's alerts still list in seq order from it.
DROP INDEX alerts_seq;
CREATE UNIQUE INDEX alerts_seq ON alerts (organization_id, customer_id, seq);
