/**
 * Payments (docs/payments.md "The rules"): provider connections, the routing policy, payment
 * methods, payments and their attempts. The credential of a connection is input only: no route returns it.
 */
import { ApiError, listOf, PageQuery } from '@billing/core';
import { Payment } from '@billing/domain';
import {
  CreatePaymentInput,
  CreatePaymentMethodInput,
  CreateProviderConnectionInput,
  createPayment,
  createPaymentMethod,
  createProviderConnection,
  DisableInput,
  disablePaymentMethod,
  disableProviderConnection,
  getPayment,
  getPaymentAttempt,
  getPaymentMethod,
  getProviderConnection,
  getRoutingPolicy,
  listPaymentAttempts,
  listPaymentMethods,
  listPayments,
  listProviderConnections,
  PaymentAttempt,
  PaymentMethod,
  type PaymentServices,
  ProviderConnection,
  ProviderConnectionInput,
  RetryPaymentInput,
  RoutingPolicy,
  RoutingPolicyInput,
  retryPayment,
  updateProviderConnection,
  updateRoutingPolicy,
} from '@billing/payments';
import { Type } from '@sinclair/typebox';
import { toListResponse } from '../http/list-response.ts';
import type { RouteServices } from '../http/route-spec.ts';
import { route } from '../http/route-spec.ts';
import {
  AttemptParams,
  CustomerParams,
  PaymentMethodParams,
  PaymentParams,
  ProviderConnectionParams,
} from './params.ts';

function payments(services: RouteServices): PaymentServices {
  if (!services.payments) throw new ApiError('UNAVAILABLE', 'payments are not configured in this process');
  return services.payments;
}

const UpdateMaskQuery = Type.Object({ updateMask: Type.Optional(Type.String()) });

const connectionRoutes = [
  route({
    method: 'GET',
    path: '/providerConnections',
    operationId: 'listProviderConnections',
    summary: "List the organization's provider connections, oldest first",
    tag: 'Payments',
    permission: 'payments:read',
    query: Type.Object(PageQuery),
    response: listOf('providerConnections', ProviderConnection),
    handler: async (ctx, { query }) =>
      toListResponse('providerConnections', await listProviderConnections(ctx, query)),
  }),
  route({
    method: 'POST',
    path: '/providerConnections',
    operationId: 'createProviderConnection',
    summary: 'Connect a merchant account at a payment provider; the credential is stored encrypted',
    tag: 'Payments',
    permission: 'payments:write',
    idempotent: true,
    body: CreateProviderConnectionInput,
    response: ProviderConnection,
    handler: (ctx, { body }, services) => createProviderConnection(ctx, payments(services), body),
  }),
  route({
    method: 'GET',
    path: '/providerConnections/{providerConnection}',
    operationId: 'getProviderConnection',
    summary: 'Get a provider connection (never its credential)',
    tag: 'Payments',
    permission: 'payments:read',
    params: ProviderConnectionParams,
    response: ProviderConnection,
    handler: (ctx, { params }) => getProviderConnection(ctx, params.providerConnection),
  }),
  route({
    method: 'PATCH',
    path: '/providerConnections/{providerConnection}',
    operationId: 'updateProviderConnection',
    summary: 'Rename a provider connection',
    tag: 'Payments',
    permission: 'payments:write',
    params: ProviderConnectionParams,
    query: UpdateMaskQuery,
    body: ProviderConnectionInput,
    response: ProviderConnection,
    handler: (ctx, { params, query, body }) =>
      updateProviderConnection(ctx, params.providerConnection, body, query.updateMask),
  }),
];

const routingRoutes = [
  route({
    method: 'GET',
    path: '/routingPolicy',
    operationId: 'getRoutingPolicy',
    summary: 'The ordered rules that choose provider connections for a payment',
    tag: 'Payments',
    permission: 'payments:read',
    response: RoutingPolicy,
    handler: (ctx) => getRoutingPolicy(ctx),
  }),
  route({
    method: 'PATCH',
    path: '/routingPolicy',
    operationId: 'updateRoutingPolicy',
    summary: 'Replace the routing rules',
    tag: 'Payments',
    permission: 'payments:write',
    query: UpdateMaskQuery,
    body: RoutingPolicyInput,
    response: RoutingPolicy,
    handler: (ctx, { query, body }) => updateRoutingPolicy(ctx, body, query.updateMask),
  }),
];

const methodRoutes = [
  route({
    method: 'GET',
    path: '/customers/{customer}/paymentMethods',
    operationId: 'listPaymentMethods',
    summary: "List a customer's payment methods, oldest first",
    tag: 'Payments',
    permission: 'payments:read',
    params: CustomerParams,
    query: Type.Object(PageQuery),
    response: listOf('paymentMethods', PaymentMethod),
    handler: async (ctx, { params, query }) =>
      toListResponse('paymentMethods', await listPaymentMethods(ctx, params.customer, query)),
  }),
  route({
    method: 'POST',
    path: '/customers/{customer}/paymentMethods',
    operationId: 'createPaymentMethod',
    summary: "Save a customer's payment method from a provider's setup token",
    tag: 'Payments',
    permission: 'payments:write',
    idempotent: true,
    params: CustomerParams,
    body: CreatePaymentMethodInput,
    response: PaymentMethod,
    handler: (ctx, { params, body }, services) =>
      createPaymentMethod(ctx, payments(services), params.customer, body),
  }),
  route({
    method: 'GET',
    path: '/customers/{customer}/paymentMethods/{paymentMethod}',
    operationId: 'getPaymentMethod',
    summary: 'Get a payment method',
    tag: 'Payments',
    permission: 'payments:read',
    params: PaymentMethodParams,
    response: PaymentMethod,
    handler: (ctx, { params }) => getPaymentMethod(ctx, params.customer, params.paymentMethod),
  }),
];

const paymentRoutes = [
  route({
    method: 'GET',
    path: '/customers/{customer}/payments',
    operationId: 'listPayments',
    summary: "List a customer's payments, oldest first",
    tag: 'Payments',
    permission: 'payments:read',
    params: CustomerParams,
    query: Type.Object(PageQuery),
    response: listOf('payments', Payment),
    handler: async (ctx, { params, query }) =>
      toListResponse('payments', await listPayments(ctx, params.customer, query)),
  }),
  route({
    method: 'POST',
    path: '/customers/{customer}/payments',
    operationId: 'createPayment',
    summary: 'Collect a FINALIZED invoice; the first round of attempts runs before the answer',
    tag: 'Payments',
    permission: 'payments:write',
    idempotent: true,
    params: CustomerParams,
    query: Type.Object({
      paymentId: Type.Optional(Type.String()),
      candidatePaymentMethods: Type.Optional(
        Type.Array(Type.String(), {
          description:
            'Payment method names to try, in order: the parameter repeated, or one comma-separated value',
        }),
      ),
    }),
    body: CreatePaymentInput,
    response: Payment,
    handler: (ctx, { params, query, body }, services) =>
      createPayment(
        ctx,
        payments(services),
        params.customer,
        body,
        query.paymentId,
        query.candidatePaymentMethods,
      ),
  }),
  route({
    method: 'GET',
    path: '/customers/{customer}/payments/{payment}',
    operationId: 'getPayment',
    summary: 'Get a payment',
    tag: 'Payments',
    permission: 'payments:read',
    params: PaymentParams,
    response: Payment,
    handler: (ctx, { params }) => getPayment(ctx, params.customer, params.payment),
  }),
  route({
    method: 'POST',
    path: '/customers/{customer}/payments/{payment}:retry',
    operationId: 'retryPayment',
    summary: 'Try a payment again now (an UNKNOWN attempt is reconciled first)',
    tag: 'Payments',
    permission: 'payments:write',
    idempotent: true,
    params: PaymentParams,
    body: RetryPaymentInput,
    response: Payment,
    handler: (ctx, { params, body }, services) =>
      retryPayment(ctx, payments(services), params.customer, params.payment, body),
  }),
  route({
    method: 'GET',
    path: '/customers/{customer}/payments/{payment}/attempts',
    operationId: 'listPaymentAttempts',
    summary: "A payment's attempts, first first",
    tag: 'Payments',
    permission: 'payments:read',
    params: PaymentParams,
    query: Type.Object(PageQuery),
    response: listOf('paymentAttempts', PaymentAttempt),
    handler: async (ctx, { params, query }) =>
      toListResponse(
        'paymentAttempts',
        await listPaymentAttempts(ctx, params.customer, params.payment, query),
      ),
  }),
  route({
    method: 'GET',
    path: '/customers/{customer}/payments/{payment}/attempts/{attempt}',
    operationId: 'getPaymentAttempt',
    summary: 'Get one attempt of a payment',
    tag: 'Payments',
    permission: 'payments:read',
    params: AttemptParams,
    response: PaymentAttempt,
    handler: (ctx, { params }) => getPaymentAttempt(ctx, params.customer, params.payment, params.attempt),
  }),
];

/** The disables come last: the route walks call every route in order, and the others need them ACTIVE. */
const disableRoutes = [
  route({
    method: 'POST',
    path: '/customers/{customer}/paymentMethods/{paymentMethod}:disable',
    operationId: 'disablePaymentMethod',
    summary: 'Stop using a payment method for new attempts',
    tag: 'Payments',
    permission: 'payments:write',
    idempotent: true,
    params: PaymentMethodParams,
    body: DisableInput,
    response: PaymentMethod,
    handler: (ctx, { params, body }) =>
      disablePaymentMethod(ctx, params.customer, params.paymentMethod, body),
  }),
  route({
    method: 'POST',
    path: '/providerConnections/{providerConnection}:disable',
    operationId: 'disableProviderConnection',
    summary: 'Stop routing payments to a provider connection',
    tag: 'Payments',
    permission: 'payments:write',
    idempotent: true,
    params: ProviderConnectionParams,
    body: DisableInput,
    response: ProviderConnection,
    handler: (ctx, { params, body }) => disableProviderConnection(ctx, params.providerConnection, body),
  }),
];

export const paymentsRoutes = [
  ...connectionRoutes,
  ...routingRoutes,
  ...methodRoutes,
  ...paymentRoutes,
  ...disableRoutes,
];
