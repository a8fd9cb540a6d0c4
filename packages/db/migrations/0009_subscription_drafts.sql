-- A subscription or one of its amendments changes the DRAFTs of its contract (docs/invoices.md), marked in the
-- transaction of the change, like the contract triggers of 0007.
CREATE FUNCTION subscription_changed() RETURNS trigger AS $$
BEGIN
  PERFORM mark_contract_drafts_stale(NEW.organization_id, NEW.customer_id, NEW.contract_id);
  RETURN NULL;
END $$ LANGUAGE plpgsql;

CREATE TRIGGER subscriptions_mark_drafts AFTER INSERT OR UPDATE ON subscriptions
  FOR EACH ROW EXECUTE FUNCTION subscription_changed();

CREATE FUNCTION subscription_amendment_changed() RETURNS trigger AS $$
BEGIN
  PERFORM mark_contract_drafts_stale(s.organization_id, s.customer_id, s.contract_id)
  FROM subscriptions s
  WHERE s.organization_id = NEW.organization_id AND s.customer_id = NEW.customer_id AND s.id = NEW.subscription_id;
  RETURN NULL;
END $$ LANGUAGE plpgsql;

CREATE TRIGGER subscription_amendments_mark_drafts AFTER INSERT OR UPDATE ON subscription_amendments
  FOR EACH ROW EXECUTE FUNCTION subscription_amendment_changed();
