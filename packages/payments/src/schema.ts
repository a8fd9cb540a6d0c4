/** Schemas of payments (docs/payments.md "The rules"). */
import { Enum, EnumInput, Timestamp } from '@billing/core';
import { PAYMENT_FAILURE_CATEGORIES } from '@billing/domain';
import { type Static, Type } from '@sinclair/typebox';

// The payment resource itself is defined beside the event catalogue that carries it (domain outbox).
export {
  PAYMENT_FAILURE_CATEGORIES,
  PAYMENT_STATUSES,
  Payment,
  type PaymentFailureCategory,
  type PaymentStatus,
} from '@billing/domain';

export const PROVIDER_TYPES = ['sandbox', 'stripe'] as const;
export type ProviderType = (typeof PROVIDER_TYPES)[number];
export const PROVIDER_CONNECTION_STATUSES = ['ACTIVE', 'DISABLED'] as const;
export type ProviderConnectionStatus = (typeof PROVIDER_CONNECTION_STATUSES)[number];
export const PROVIDER_HEALTH_STATUSES = ['HEALTHY', 'DEGRADED', 'UNHEALTHY'] as const;
export type ProviderHealthStatus = (typeof PROVIDER_HEALTH_STATUSES)[number];
export const PAYMENT_METHOD_TYPES = ['CARD', 'SEPA_DEBIT', 'ACH_DEBIT', 'BANK_TRANSFER'] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];
export const PAYMENT_METHOD_STATUSES = ['ACTIVE', 'DISABLED'] as const;
export type PaymentMethodStatus = (typeof PAYMENT_METHOD_STATUSES)[number];
export const PAYMENT_ATTEMPT_OUTCOMES = ['SUCCEEDED', 'FAILED', 'UNKNOWN'] as const;
export type PaymentAttemptOutcome = (typeof PAYMENT_ATTEMPT_OUTCOMES)[number];

const RequestId = Type.Optional(
  Type.String({ description: 'Makes the call idempotent for 24 hours (AIP-155)' }),
);

export const Capabilities = Type.Object({
  countryCodes: Type.Array(Type.String(), { description: 'Empty: every country' }),
  currencyCodes: Type.Array(Type.String(), { description: 'Empty: every currency' }),
  paymentMethodTypes: Type.Array(Enum('PAYMENT_METHOD_TYPE', PAYMENT_METHOD_TYPES)),
  supportsOffSession: Type.Boolean(),
  supportsRecurring: Type.Boolean(),
});
export type Capabilities = Static<typeof Capabilities>;

export const ProviderConnection = Type.Object(
  {
    name: Type.String({ description: '`providerConnections/{providerConnection}`' }),
    displayName: Type.String(),
    providerType: Type.String({ description: '`sandbox` or `stripe`' }),
    status: Enum('PROVIDER_CONNECTION_STATUS', PROVIDER_CONNECTION_STATUSES),
    healthStatus: Enum('PROVIDER_HEALTH_STATUS', PROVIDER_HEALTH_STATUSES),
    capabilities: Capabilities,
    createTime: Timestamp,
    updateTime: Timestamp,
  },
  { title: 'ProviderConnection', description: 'Never contains the credential' },
);
export type ProviderConnection = Static<typeof ProviderConnection>;

export const ProviderConnectionInput = Type.Object({
  displayName: Type.Optional(Type.String()),
  providerType: Type.Optional(Type.String()),
});
export type ProviderConnectionInput = Static<typeof ProviderConnectionInput>;

export const CreateProviderConnectionInput = Type.Object({
  parent: Type.Optional(
    Type.String({ description: '`organizations/{organization}`; the caller’s when absent' }),
  ),
  providerConnectionId: Type.Optional(Type.String()),
  providerConnection: Type.Optional(ProviderConnectionInput),
  credential: Type.Optional(
    Type.Record(Type.String(), Type.Unknown(), {
      description:
        'Input only: encrypted at rest, never returned (sandbox: `{}`; stripe: `{"secretKey": ...}`)',
    }),
  ),
  requestId: RequestId,
});
export type CreateProviderConnectionInput = Static<typeof CreateProviderConnectionInput>;

export const DisableInput = Type.Object({ reason: Type.Optional(Type.String()), requestId: RequestId });
export type DisableInput = Static<typeof DisableInput>;

export const RoutingRule = Type.Object({
  providerConnection: Type.String({ description: '`providerConnections/{providerConnection}`' }),
  countryCodes: Type.Array(Type.String()),
  currencyCodes: Type.Array(Type.String()),
  paymentMethodTypes: Type.Array(Enum('PAYMENT_METHOD_TYPE', PAYMENT_METHOD_TYPES)),
  requireOffSession: Type.Boolean(),
  requireRecurring: Type.Boolean(),
});
export type RoutingRule = Static<typeof RoutingRule>;

export const RoutingPolicy = Type.Object(
  {
    name: Type.String({ description: '`routingPolicy`' }),
    rules: Type.Array(RoutingRule),
    updateTime: Type.Optional(Timestamp),
  },
  { title: 'RoutingPolicy' },
);
export type RoutingPolicy = Static<typeof RoutingPolicy>;

export const RoutingRuleInput = Type.Object({
  providerConnection: Type.Optional(Type.String()),
  countryCodes: Type.Optional(Type.Array(Type.String())),
  currencyCodes: Type.Optional(Type.Array(Type.String())),
  paymentMethodTypes: Type.Optional(Type.Array(EnumInput('PAYMENT_METHOD_TYPE', PAYMENT_METHOD_TYPES))),
  requireOffSession: Type.Optional(Type.Boolean()),
  requireRecurring: Type.Optional(Type.Boolean()),
});
export const RoutingPolicyInput = Type.Object({ rules: Type.Optional(Type.Array(RoutingRuleInput)) });
export type RoutingPolicyInput = Static<typeof RoutingPolicyInput>;

export const PaymentMethod = Type.Object(
  {
    name: Type.String({ description: '`customers/{customer}/paymentMethods/{paymentMethod}`' }),
    displayName: Type.String(),
    countryCode: Type.String(),
    providerConnection: Type.String(),
    providerReference: Type.String({ description: "The method's id at the provider" }),
    type: Enum('PAYMENT_METHOD_TYPE', PAYMENT_METHOD_TYPES),
    status: Enum('PAYMENT_METHOD_STATUS', PAYMENT_METHOD_STATUSES),
    offSessionEnabled: Type.Boolean(),
    recurringEnabled: Type.Boolean(),
    createTime: Timestamp,
    updateTime: Timestamp,
  },
  { title: 'PaymentMethod' },
);
export type PaymentMethod = Static<typeof PaymentMethod>;

export const CreatePaymentMethodInput = Type.Object({
  paymentMethodId: Type.Optional(Type.String()),
  setupToken: Type.Optional(Type.String({ description: 'From the provider (sandbox: `tok_success`, ...)' })),
  paymentMethod: Type.Optional(
    Type.Object({
      providerConnection: Type.Optional(Type.String()),
      type: Type.Optional(EnumInput('PAYMENT_METHOD_TYPE', PAYMENT_METHOD_TYPES)),
      displayName: Type.Optional(Type.String()),
      countryCode: Type.Optional(Type.String()),
      offSessionEnabled: Type.Optional(Type.Boolean()),
      recurringEnabled: Type.Optional(Type.Boolean()),
    }),
  ),
  requestId: RequestId,
});
export type CreatePaymentMethodInput = Static<typeof CreatePaymentMethodInput>;

export const CreatePaymentInput = Type.Object({
  invoice: Type.Optional(Type.String({ description: '`customers/{customer}/invoices/{invoice}`' })),
  offSession: Type.Optional(Type.Boolean()),
  recurring: Type.Optional(Type.Boolean()),
});
export type CreatePaymentInput = Static<typeof CreatePaymentInput>;

export const RetryPaymentInput = Type.Object({ requestId: RequestId });
export type RetryPaymentInput = Static<typeof RetryPaymentInput>;

export const PaymentAttempt = Type.Object(
  {
    name: Type.String({ description: '`customers/{customer}/payments/{payment}/attempts/{attempt}`' }),
    paymentMethod: Type.String(),
    providerConnection: Type.String(),
    idempotencyKey: Type.String(),
    providerTransactionReference: Type.String(),
    failureMessage: Type.String(),
    outcome: Enum('PAYMENT_ATTEMPT_OUTCOME', PAYMENT_ATTEMPT_OUTCOMES),
    failureCategory: Type.Optional(Enum('PAYMENT_FAILURE_CATEGORY', PAYMENT_FAILURE_CATEGORIES)),
    createTime: Timestamp,
    updateTime: Timestamp,
  },
  { title: 'PaymentAttempt' },
);
export type PaymentAttempt = Static<typeof PaymentAttempt>;
