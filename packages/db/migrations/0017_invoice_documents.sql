-- Invoice documents (docs/documents.md): the organization's invoice settings, and what an issued invoice keeps
-- of its issuer and customer so that a later edit of either never changes a document already issued.

ALTER TABLE organizations ADD COLUMN invoice_settings jsonb NOT NULL DEFAULT '{}';

-- Set when the invoice leaves DRAFT, never changed after. NULL on DRAFTs (their documents show what is current).
ALTER TABLE invoices ADD COLUMN document_snapshot jsonb;

-- The issuer (the organization's invoice settings, name and time zone) and the customer (billing profile, name,
-- email) as they are now, in the shape the document reader expects.
CREATE FUNCTION invoice_document_snapshot(org text, customer text) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'issuer', jsonb_build_object(
      'invoiceSettings', o.invoice_settings, 'displayName', o.display_name, 'timeZone', o.time_zone),
    'customer', jsonb_build_object(
      'billingProfile', c.billing_profile, 'displayName', c.display_name, 'email', c.email))
  FROM organizations o JOIN customers c ON c.organization_id = o.id AND c.id = customer
  WHERE o.id = org
$$;

-- Invoices issued before this migration keep what their issuer and customer are now: the best that is known.
UPDATE invoices SET document_snapshot = invoice_document_snapshot(organization_id, customer_id)
WHERE status <> 'DRAFT';

-- Whatever path issues an invoice (one finalize, a batch, a fixture inserting it issued), the snapshot is taken
-- in the same statement; once taken, the database refuses to change it.
CREATE FUNCTION keep_invoice_document_snapshot() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status <> 'DRAFT' THEN
    IF NEW.document_snapshot IS DISTINCT FROM OLD.document_snapshot THEN
      RAISE EXCEPTION 'invoice % is %: its document snapshot is frozen', OLD.id, OLD.status
        USING ERRCODE = 'check_violation';
    END IF;
    RETURN NEW;
  END IF;
  IF NEW.status <> 'DRAFT' THEN
    NEW.document_snapshot := invoice_document_snapshot(NEW.organization_id, NEW.customer_id);
  ELSE
    NEW.document_snapshot := NULL;
  END IF;
  RETURN NEW;
END $$ LANGUAGE plpgsql;

CREATE TRIGGER invoices_document_snapshot BEFORE INSERT OR UPDATE ON invoices
  FOR EACH ROW EXECUTE FUNCTION keep_invoice_document_snapshot();
