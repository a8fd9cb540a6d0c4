/**
 * How a finalized invoice is collected (docs/collection.md). Its own module, free of imports, because both the
 * organization's and the customer's schemas name it and the organization's schema imports the customer's Address.
 */
export const COLLECTION_METHODS = ['CHARGE_AUTOMATICALLY', 'SEND_INVOICE'] as const;
export type CollectionMethod = (typeof COLLECTION_METHODS)[number];
