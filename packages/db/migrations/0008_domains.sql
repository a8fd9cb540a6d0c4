-- Custom hostnames of organizations (docs/domains.md). The DEFAULT domain `{org}.{BASE_DOMAIN}` has no
-- row: it follows BASE_DOMAIN, which is configuration, and exists as long as its organization does.
CREATE TABLE organization_domains (
  organization_id text NOT NULL REFERENCES organizations(id),
  id text NOT NULL,
  -- Keyset paging; 1 is the DEFAULT domain's place in a listing, so stored domains start at 2.
  seq bigint GENERATED ALWAYS AS IDENTITY (START WITH 2) UNIQUE,
  hostname text NOT NULL,
  status text NOT NULL,
  -- The random part of the TXT value; a new one per registration, so a former owner's record proves nothing.
  verification_token text NOT NULL,
  create_time timestamptz NOT NULL,
  update_time timestamptz NOT NULL,
  verified_time timestamptz,
  -- Re-verification of ACTIVE domains (docs/domains.md): when the record is next looked up, and since when
  -- lookups have not seen it.
  next_check_time timestamptz,
  missing_since timestamptz,
  PRIMARY KEY (organization_id, id)
);
-- Global uniqueness across organizations, also under concurrent registration: the index decides the race.
CREATE UNIQUE INDEX organization_domains_hostname ON organization_domains (hostname);
CREATE INDEX organization_domains_due ON organization_domains (next_check_time) WHERE status = 'ACTIVE';

-- Hostname caches (api and ingest edge) drop a hostname when its domain is created, changes or goes.
CREATE FUNCTION record_domain_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO cache_changes (kind, organization_id, key) VALUES ('domain', NEW.organization_id, NEW.hostname);
    RETURN NULL;
  END IF;
  INSERT INTO cache_changes (kind, organization_id, key) VALUES ('domain', OLD.organization_id, OLD.hostname);
  RETURN NULL;
END $$ LANGUAGE plpgsql;

CREATE TRIGGER organization_domains_changed AFTER INSERT OR UPDATE OF status, hostname OR DELETE
  ON organization_domains FOR EACH ROW EXECUTE FUNCTION record_domain_change();

-- Domain events (domain.verified, domain.record_missing, domain.deactivated, domain.deleted) go to the shared
-- outbox of 0007 (`outbox_events`, subject `domains/{id}`), each committed with the change it announces.
