-- A feed of changes that processes caching keys or customers (the ingest edge) must see: they poll it by
-- seq and drop what changed. Rows older than an hour are purged by the worker.
CREATE TABLE cache_changes (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  organization_id text NOT NULL,
  key text NOT NULL,
  create_time timestamptz NOT NULL DEFAULT now()
);

CREATE FUNCTION record_api_key_change() RETURNS trigger AS $$
BEGIN
  INSERT INTO cache_changes (kind, organization_id, key) VALUES ('api_key', OLD.organization_id, OLD.key_hash);
  RETURN NULL;
END $$ LANGUAGE plpgsql;

CREATE TRIGGER api_keys_changed AFTER UPDATE OR DELETE ON api_keys
  FOR EACH ROW EXECUTE FUNCTION record_api_key_change();

CREATE FUNCTION record_customer_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO cache_changes (kind, organization_id, key) VALUES ('customer', NEW.organization_id, NEW.id);
    RETURN NULL;
  END IF;
  INSERT INTO cache_changes (kind, organization_id, key) VALUES ('customer', OLD.organization_id, OLD.id);
  RETURN NULL;
END $$ LANGUAGE plpgsql;

CREATE TRIGGER customers_changed AFTER INSERT OR UPDATE OF archived, currency_code OR DELETE ON customers
  FOR EACH ROW EXECUTE FUNCTION record_customer_change();
