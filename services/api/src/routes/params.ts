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
export const DomainParams = Type.Object({
  domain: Type.String({ description: 'The domain id (`default` for the DEFAULT domain)' }),
});
