/** The path parameters of the routes, one schema per resource path. */
import { Type } from '@sinclair/typebox';

export const CustomerParams = Type.Object({ customer: Type.String() });
export const ContractParams = Type.Object({ customer: Type.String(), contract: Type.String() });
export const AmendmentParams = Type.Object({
  customer: Type.String(),
  contract: Type.String(),
  amendment: Type.String(),
});
export const MeterParams = Type.Object({ meter: Type.String() });
export const ProductParams = Type.Object({ product: Type.String() });
export const RateCardParams = Type.Object({ rateCard: Type.String() });
export const EventParams = Type.Object({ event: Type.String({ description: 'The eventId' }) });
export const InvoiceParams = Type.Object({ customer: Type.String(), invoice: Type.String() });
export const SubscriptionParams = Type.Object({ customer: Type.String(), subscription: Type.String() });
/**
 * `{subscriptionAmendment}`, not `{amendment}`: a path parameter's name is one id in the route walks, and a
 * subscription amendment is not a contract amendment (the API leaves path parameter names open).
 */
export const SubscriptionAmendmentParams = Type.Object({
  customer: Type.String(),
  subscription: Type.String(),
  subscriptionAmendment: Type.String(),
});
export const DomainParams = Type.Object({
  domain: Type.String({ description: 'The domain id (`default` for the DEFAULT domain)' }),
});
export const AlertParams = Type.Object({ alert: Type.String({ description: 'The alert id' }) });
export const CustomerAlertParams = Type.Object({
  customer: Type.String(),
  alert: Type.String({ description: 'The alert id' }),
});
export const CreditParams = Type.Object({ customer: Type.String(), credit: Type.String() });
export const CommitmentParams = Type.Object({ customer: Type.String(), commitment: Type.String() });
export const ProviderConnectionParams = Type.Object({ providerConnection: Type.String() });
export const PaymentMethodParams = Type.Object({ customer: Type.String(), paymentMethod: Type.String() });
export const PaymentParams = Type.Object({ customer: Type.String(), payment: Type.String() });
export const AttemptParams = Type.Object({
  customer: Type.String(),
  payment: Type.String(),
  attempt: Type.String({ description: 'The attempt number, from 1' }),
});

/** The optional client-chosen id of a scheduled amendment (query), as creates take theirs. */
export const AmendmentIdQuery = Type.Optional(
  Type.String({ description: 'The id of the new amendment; absent, the server generates one' }),
);

export const TaxRateParams = Type.Object({ taxRate: Type.String() });
