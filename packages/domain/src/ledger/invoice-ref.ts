/**
 * The ledger's view of an invoice: what its entries name and what the reads per invoice need, no more. The
 * invoice's owner builds it from its row; the ledger never reads an invoice row of its own.
 */
export interface LedgerInvoice {
  customerId: string;
  invoiceId: string;
  contractId: string;
  currencyCode: string;
}

/** The invoice's resource name, as the entries' descriptions and the events name it. */
export const ledgerInvoiceName = (invoice: Pick<LedgerInvoice, 'customerId' | 'invoiceId'>) =>
  `customers/${invoice.customerId}/invoices/${invoice.invoiceId}`;

/** A grant's application to an invoice, as a computation found it and finalize books it. */
export interface BookedApplication {
  grantId: string;
  /** Positive, with the currency's minor digits. */
  amount: string;
}

/** A commitment's drawdown or settlement on an invoice, as a computation found it and finalize books it. */
export interface BookedCommitmentEntry {
  commitmentId: string;
  type: 'COMMITMENT_APPLIED' | 'COMMITMENT_TRUE_UP';
  /** Positive, with the currency's minor digits: what the entry takes from the commitment. */
  amount: string;
}
