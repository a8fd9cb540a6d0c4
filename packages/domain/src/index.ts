export * from './alerts/index.ts';
export * from './api-keys/authorize.ts';
export * from './api-keys/keys.ts';
export * from './api-keys/permissions.ts';
export * from './caches/change-feed.ts';
export * from './caches/customer-cache.ts';
export * from './caches/hostname-cache.ts';
export * from './caches/principal-cache.ts';
export * from './collection/index.ts';
export * from './commitments/index.ts';
export * from './context.ts';
export * from './contracts/cancel-amendment.ts';
export * from './contracts/create.ts';
export * from './contracts/end.ts';
export { getContract } from './contracts/get.ts';
export * from './contracts/get-amendment.ts';
export * from './contracts/histories.ts';
export * from './contracts/hold.ts';
export * from './contracts/list.ts';
export * from './contracts/list-amendments.ts';
export {
  type AmendmentTermsSource,
  amendmentStatus,
  type ContractTerms,
  type ContractTermsSource,
  contractStatus,
  contractTermsAt,
} from './contracts/resource.ts';
export * from './contracts/schedule-amendment.ts';
export * from './contracts/schema.ts';
export * from './contracts/terms.ts';
export * from './credits/index.ts';
export * from './customers/archive.ts';
export * from './customers/create.ts';
export * from './customers/fields.ts';
export { getCustomer, getCustomers, requireCustomer } from './customers/get.ts';
export * from './customers/list.ts';
export * from './customers/schema.ts';
export * from './customers/update.ts';
export * from './domains/create.ts';
export * from './domains/delete.ts';
export * from './domains/dns.ts';
export type { DomainEventType } from './domains/events.ts';
export { getDomain } from './domains/get.ts';
export * from './domains/hostname.ts';
export * from './domains/list.ts';
export * from './domains/recheck.ts';
export {
  DEFAULT_DOMAIN_ID,
  type DomainSettings,
  RECHECK_EVERY_MS,
  RECHECK_GRACE_MS,
  RECHECK_RETRY_MS,
} from './domains/resource.ts';
export * from './domains/schema.ts';
export * from './domains/verify.ts';
export * from './idempotency/run-idempotent.ts';
export * from './invoices/index.ts';
export * from './ledger/index.ts';
export * from './meters/create.ts';
export { getMeter, listMeters } from './meters/get.ts';
export * from './meters/read-meters.ts';
export { EVENT_TYPE, PROPERTY_PATH } from './meters/resource.ts';
export * from './meters/schema.ts';
export * from './meters/update.ts';
export * from './organizations/collection-settings.ts';
export * from './organizations/create.ts';
export { getOrganization } from './organizations/get.ts';
export * from './organizations/schema.ts';
export * from './organizations/update.ts';
export * from './outbox/events.ts';
export * from './outbox/payment-object.ts';
export * from './outbox/write-event.ts';
export * from './products/create.ts';
export { getProduct, listProducts } from './products/get.ts';
export * from './products/read-subscription-products.ts';
export * from './products/read-usage-products.ts';
export * from './products/schema.ts';
export * from './rate-cards/add-rate.ts';
export * from './rate-cards/create.ts';
export * from './rate-cards/get.ts';
export { parsePricingModel, pricingModelToJson } from './rate-cards/pricing-json.ts';
export * from './rate-cards/read-rates.ts';
export * from './rate-cards/schema.ts';
export * from './settings.ts';
export * from './shared/inputs.ts';
export * from './shared/paging.ts';
export * from './shared/postgres-errors.ts';
export * from './shared/wrapped-body.ts';
export * from './subscriptions/cancel.ts';
export * from './subscriptions/cancel-amendment.ts';
export * from './subscriptions/create.ts';
export { getSubscription } from './subscriptions/get.ts';
export * from './subscriptions/get-amendment.ts';
export * from './subscriptions/histories.ts';
export * from './subscriptions/list.ts';
export * from './subscriptions/list-amendments.ts';
export * from './subscriptions/schedule-amendment.ts';
export * from './subscriptions/schema.ts';
export * from './tax-rates/index.ts';
export * from './webhooks/index.ts';
