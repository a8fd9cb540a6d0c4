/**
 * The words a document prints, per language. A locale whose language has no table here prints English words
 * (its amounts and dates still follow the locale).
 */
export interface Labels {
  invoice: string;
  number: string;
  issueDate: string;
  dueDate: string;
  billingPeriod: string;
  billTo: string;
  from: string;
  description: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  credit: string;
  subtotal: string;
  tax: string;
  total: string;
  amountPaid: string;
  amountDue: string;
  page: (n: number, of: number) => string;
  draft: string;
  void: string;
  continued: string;
}

const EN: Labels = {
  invoice: 'Invoice',
  number: 'Invoice number',
  issueDate: 'Issue date',
  dueDate: 'Due date',
  billingPeriod: 'Billing period',
  billTo: 'Bill to',
  from: 'From',
  description: 'Description',
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  amount: 'Amount',
  credit: 'Credit',
  subtotal: 'Subtotal',
  tax: 'Tax',
  total: 'Total',
  amountPaid: 'Amount paid',
  amountDue: 'Amount due',
  page: (n, of) => `Page ${n} of ${of}`,
  draft: 'DRAFT',
  void: 'VOID',
  continued: 'continued',
};

const FR: Labels = {
  invoice: 'Facture',
  number: 'Numéro de facture',
  issueDate: "Date d'émission",
  dueDate: "Date d'échéance",
  billingPeriod: 'Période de facturation',
  billTo: 'Facturé à',
  from: 'De',
  description: 'Description',
  quantity: 'Quantité',
  unitPrice: 'Prix unitaire',
  amount: 'Montant',
  credit: 'Crédit',
  subtotal: 'Sous-total',
  tax: 'TVA',
  total: 'Total',
  amountPaid: 'Montant payé',
  amountDue: 'Montant dû',
  page: (n, of) => `Page ${n} sur ${of}`,
  draft: 'BROUILLON',
  void: 'ANNULÉE',
  continued: 'suite',
};

const DE: Labels = {
  invoice: 'Rechnung',
  number: 'Rechnungsnummer',
  issueDate: 'Rechnungsdatum',
  dueDate: 'Fälligkeitsdatum',
  billingPeriod: 'Abrechnungszeitraum',
  billTo: 'Rechnung an',
  from: 'Von',
  description: 'Beschreibung',
  quantity: 'Menge',
  unitPrice: 'Einzelpreis',
  amount: 'Betrag',
  credit: 'Guthaben',
  subtotal: 'Zwischensumme',
  tax: 'Steuer',
  total: 'Gesamt',
  amountPaid: 'Bezahlt',
  amountDue: 'Fälliger Betrag',
  page: (n, of) => `Seite ${n} von ${of}`,
  draft: 'ENTWURF',
  void: 'STORNIERT',
  continued: 'Fortsetzung',
};

const ES: Labels = {
  invoice: 'Factura',
  number: 'Número de factura',
  issueDate: 'Fecha de emisión',
  dueDate: 'Fecha de vencimiento',
  billingPeriod: 'Periodo de facturación',
  billTo: 'Facturar a',
  from: 'De',
  description: 'Descripción',
  quantity: 'Cantidad',
  unitPrice: 'Precio unitario',
  amount: 'Importe',
  credit: 'Crédito',
  subtotal: 'Subtotal',
  tax: 'Impuesto',
  total: 'Total',
  amountPaid: 'Importe pagado',
  amountDue: 'Importe adeudado',
  page: (n, of) => `Página ${n} de ${of}`,
  draft: 'BORRADOR',
  void: 'ANULADA',
  continued: 'continuación',
};

const BY_LANGUAGE: Record<string, Labels> = { en: EN, fr: FR, de: DE, es: ES };

/** Labels by locale tag: reading a tag's language builds an Intl.Locale, once per tag rather than per document. */
const byLocale = new Map<string, Labels>();

export function labelsFor(locale: string): Labels {
  let labels = byLocale.get(locale);
  if (!labels) {
    labels = BY_LANGUAGE[new Intl.Locale(locale).language] ?? EN;
    byLocale.set(locale, labels);
  }
  return labels;
}
