/**
 * A request body each method accepts as is, by operationId, for the OpenAPI document (redocly lint fails on a
 * request body without one). They tell one story, on the clock of 2026-03-15, whose ids the path parameters
 * use too: the customer `acme` on the rate card `list` (LLM tokens at $0.002 and seats at $30) under the
 * contract `acme-2026`, billed on the 1st. `services/api/test/request-examples.test.ts` sends each one, in
 * that order, to a running app.
 */
export const REQUEST_EXAMPLES: Record<string, Record<string, unknown>> = {
  updateOrganization: { displayName: 'Acme Billing', timeZone: 'UTC' },
  createDomain: { hostname: 'billing.acme.example' },
  verifyDomain: {},
  createCustomer: {
    displayName: 'Acme Inc.',
    currencyCode: 'USD',
    email: 'billing@acme.example',
    billingProfile: { legalName: 'Acme Inc.', countryCode: 'US' },
    metadata: { tier: 'gold' },
  },
  updateCustomer: { email: 'ap@acme.example' },
  archiveCustomer: {},
  createMeter: {
    displayName: 'LLM tokens',
    eventType: 'llm.call',
    aggregation: 'SUM',
    valueProperty: 'tokens',
    groupKeys: ['model'],
  },
  updateMeter: { displayName: 'LLM tokens, every model' },
  createProduct: {
    displayName: 'LLM tokens',
    type: 'USAGE',
    meter: 'meters/llm-tokens',
    pricingGroupKeys: ['model'],
  },
  createRateCard: { displayName: 'List prices', currencyCode: 'USD' },
  createRate: {
    id: 'tokens',
    product: 'products/llm-tokens',
    effectivePeriod: { startTime: '2026-01-01T00:00:00Z' },
    unit: { unitPrice: { amount: { value: '0.002' } } },
  },
  correctUsageEvent: {
    reason: 'The model reported the wrong token count',
    replacement: {
      customer: 'customers/acme',
      eventId: 'call-1-fixed',
      eventType: 'llm.call',
      eventTime: '2026-02-20T09:30:00Z',
      properties: { tokens: 900, model: 'large' },
    },
  },
  replayUsageEvents: { startTime: '2026-03-01T00:00:00Z', endTime: '2026-03-15T00:00:00Z' },
  createContract: {
    rateCard: 'rateCards/list',
    billingAnchorDay: '1',
    effectivePeriod: { startTime: '2026-01-01T00:00:00Z' },
  },
  scheduleContractAmendment: {
    amendment: {
      effectiveTime: '2026-04-01T00:00:00Z',
      reason: 'Volume discount from April',
      rateCard: 'rateCards/list',
    },
  },
  cancelContractAmendment: { reason: 'Discount withdrawn' },
  endContract: { effectiveTime: '2026-12-31T00:00:00Z' },
  createSubscription: {
    contract: 'customers/acme/contracts/acme-2026',
    effectivePeriod: { startTime: '2026-03-01T00:00:00Z' },
    items: [{ product: 'products/seats', quantity: { value: '5' } }],
  },
  cancelSubscription: { effectiveTime: '2026-06-01T00:00:00Z' },
  scheduleSubscriptionAmendment: {
    amendment: {
      effectiveTime: '2026-04-01T00:00:00Z',
      items: [{ product: 'products/seats', quantity: { value: '8' } }],
      prorationBehavior: 'CREATE_PRORATIONS',
      reason: 'Three more seats',
    },
  },
  cancelSubscriptionAmendment: { reason: 'Order cancelled' },
  previewCharges: { period: { startTime: '2026-03-01T00:00:00Z', endTime: '2026-03-15T00:00:00Z' } },
  previewInvoice: { periodStartTime: '2026-02-01T00:00:00Z', periodEndTime: '2026-03-01T00:00:00Z' },
  finalizeInvoice: {},
  voidInvoice: { reason: 'Issued in error' },
  createCreditGrant: {
    amount: { amount: { value: '50.00' }, currencyCode: 'USD' },
    reason: 'Welcome credit',
    effectivePeriod: { startTime: '2026-03-01T00:00:00Z' },
    priority: 1,
  },
  voidCreditGrant: { reason: 'Granted by mistake' },
  createCommitment: {
    contract: 'customers/acme/contracts/acme-2026',
    committedAmount: { amount: { value: '1000.00' }, currencyCode: 'USD' },
    costBasis: { amount: { value: '900.00' }, currencyCode: 'USD' },
    effectivePeriod: { startTime: '2026-01-01T00:00:00Z', endTime: '2027-01-01T00:00:00Z' },
  },
  voidCommitment: { reason: 'Contract renegotiated' },
  createProviderConnection: {
    providerConnectionId: 'sandbox',
    providerConnection: { providerType: 'sandbox', displayName: 'Sandbox' },
    credential: {},
  },
  updateProviderConnection: { displayName: 'Sandbox, test mode' },
  updateRoutingPolicy: {
    rules: [
      {
        providerConnection: 'providerConnections/sandbox',
        countryCodes: ['US'],
        currencyCodes: ['USD'],
        paymentMethodTypes: ['CARD'],
        requireOffSession: false,
        requireRecurring: false,
      },
    ],
  },
  createPaymentMethod: {
    paymentMethodId: 'card',
    setupToken: 'tok_success',
    paymentMethod: { providerConnection: 'providerConnections/sandbox' },
  },
  createPayment: { invoice: 'customers/acme/invoices/inv-f6d4cea82203bbd9' },
  retryPayment: {},
  disablePaymentMethod: { reason: 'Card reported lost' },
  disableProviderConnection: { reason: 'Moving to another provider' },
  createWebhookEndpoint: {
    url: 'https://hooks.acme.example/billing',
    description: 'ERP sync',
    enabledEventTypes: ['invoice.finalized', 'invoice.paid', 'payment.failed'],
  },
  updateWebhookEndpoint: { description: 'ERP sync (invoices and payments)' },
  rotateWebhookEndpointSecret: {},
  redeliverWebhookEvents: { startTime: '2026-03-01T00:00:00Z', endTime: '2026-03-15T00:00:00Z' },
  markInvoicePaid: { reference: 'wire 2026-0412', paidTime: '2026-03-15T09:00:00Z' },
  createTaxRate: {
    displayName: 'Sales tax',
    percentage: '8.875',
    countryCodes: ['US'],
    effectivePeriod: { startTime: '2026-04-01T00:00:00Z' },
  },
  archiveTaxRate: {},
  createCustomerAlert: {
    type: 'USAGE',
    meter: 'meters/llm-tokens',
    dimensions: { model: 'large' },
    thresholds: [{ value: '1000000' }, { value: '10000000' }],
  },
  updateCustomerAlert: { thresholds: [{ value: '2000000' }, { value: '10000000' }] },
  createAlert: {
    type: 'SPEND',
    thresholds: [
      { amount: { value: '1000' }, currencyCode: 'USD' },
      { amount: { value: '5000' }, currencyCode: 'USD' },
    ],
  },
  updateAlert: { status: 'DISABLED' },
};
