import { listOf, PageQuery } from '@billing/core';
import {
  CancelSubscriptionAmendmentInput,
  CancelSubscriptionInput,
  cancelSubscription,
  cancelSubscriptionAmendment,
  createSubscription,
  getSubscription,
  getSubscriptionAmendment,
  listSubscriptionAmendments,
  listSubscriptions,
  ScheduleSubscriptionAmendmentInput,
  Subscription,
  SubscriptionAmendment,
  SubscriptionInput,
  scheduleSubscriptionAmendment,
} from '@billing/domain';
import { enqueueContractDrafts } from '@billing/invoices';
import { Type } from '@sinclair/typebox';
import { toListResponse } from '../http/list-response.ts';
import { route } from '../http/route-spec.ts';
import {
  AmendmentIdQuery,
  CustomerParams,
  SubscriptionAmendmentParams,
  SubscriptionParams,
} from './params.ts';

export const subscriptionRoutes = [
  route({
    method: 'GET',
    path: '/customers/{customer}/subscriptions',
    operationId: 'listSubscriptions',
    summary: "List a customer's subscriptions",
    tag: 'Subscriptions',
    permission: 'contracts:read',
    params: CustomerParams,
    query: Type.Object(PageQuery),
    response: listOf('subscriptions', Subscription),
    handler: async (ctx, { params, query }) =>
      toListResponse('subscriptions', await listSubscriptions(ctx, params.customer, query)),
  }),
  route({
    method: 'POST',
    path: '/customers/{customer}/subscriptions',
    operationId: 'createSubscription',
    summary: "Create a subscription to SUBSCRIPTION products under one of the customer's contracts",
    tag: 'Subscriptions',
    permission: 'contracts:write',
    idempotent: true,
    params: CustomerParams,
    query: Type.Object({ subscriptionId: Type.Optional(Type.String()) }),
    body: SubscriptionInput,
    response: Subscription,
    handler: async (ctx, { params, query, body }, services) => {
      const subscription = await createSubscription(ctx, params.customer, body, query.subscriptionId);
      // Its contract's drafts show it at once, after the subscription committed (docs/invoices.md).
      const contractId = subscription.contract.split('/').at(-1)!;
      await enqueueContractDrafts(
        services.usage?.jobs,
        ctx.organization,
        { customerId: params.customer, contractId },
        subscription.name,
      );
      return subscription;
    },
  }),
  route({
    method: 'GET',
    path: '/customers/{customer}/subscriptions/{subscription}',
    operationId: 'getSubscription',
    summary: 'Get a subscription, with its items as of now',
    tag: 'Subscriptions',
    permission: 'contracts:read',
    params: SubscriptionParams,
    response: Subscription,
    handler: (ctx, { params }) => getSubscription(ctx, params.customer, params.subscription),
  }),
  route({
    method: 'POST',
    path: '/customers/{customer}/subscriptions/{subscription}:cancel',
    operationId: 'cancelSubscription',
    summary: 'Cancel a subscription at a time',
    tag: 'Subscriptions',
    permission: 'contracts:write',
    idempotent: true,
    params: SubscriptionParams,
    body: CancelSubscriptionInput,
    response: Subscription,
    handler: (ctx, { params, body }) => cancelSubscription(ctx, params.customer, params.subscription, body),
  }),
  route({
    method: 'POST',
    path: '/customers/{customer}/subscriptions/{subscription}:scheduleAmendment',
    operationId: 'scheduleSubscriptionAmendment',
    summary: "Schedule an amendment replacing the subscription's items",
    tag: 'Subscriptions',
    permission: 'contracts:write',
    idempotent: true,
    params: SubscriptionParams,
    query: Type.Object({ amendmentId: AmendmentIdQuery }),
    body: ScheduleSubscriptionAmendmentInput,
    response: SubscriptionAmendment,
    handler: (ctx, { params, query, body }) =>
      scheduleSubscriptionAmendment(ctx, params.customer, params.subscription, body, query.amendmentId),
  }),
  route({
    method: 'GET',
    path: '/customers/{customer}/subscriptions/{subscription}/amendments/{subscriptionAmendment}',
    operationId: 'getSubscriptionAmendment',
    summary: 'Get a subscription amendment',
    tag: 'Subscriptions',
    permission: 'contracts:read',
    params: SubscriptionAmendmentParams,
    response: SubscriptionAmendment,
    handler: (ctx, { params }) =>
      getSubscriptionAmendment(ctx, params.customer, params.subscription, params.subscriptionAmendment),
  }),
  route({
    method: 'GET',
    path: '/customers/{customer}/subscriptions/{subscription}/amendments',
    operationId: 'listSubscriptionAmendments',
    summary: "List a subscription's amendments",
    tag: 'Subscriptions',
    permission: 'contracts:read',
    params: SubscriptionParams,
    query: Type.Object(PageQuery),
    response: listOf('amendments', SubscriptionAmendment),
    handler: async (ctx, { params, query }) =>
      toListResponse(
        'amendments',
        await listSubscriptionAmendments(ctx, params.customer, params.subscription, query),
      ),
  }),
  route({
    method: 'POST',
    path: '/customers/{customer}/subscriptions/{subscription}/amendments/{subscriptionAmendment}:cancel',
    operationId: 'cancelSubscriptionAmendment',
    summary: 'Cancel a scheduled subscription amendment',
    tag: 'Subscriptions',
    permission: 'contracts:write',
    idempotent: true,
    params: SubscriptionAmendmentParams,
    body: CancelSubscriptionAmendmentInput,
    response: SubscriptionAmendment,
    handler: (ctx, { params, body }) =>
      cancelSubscriptionAmendment(
        ctx,
        params.customer,
        params.subscription,
        params.subscriptionAmendment,
        body,
      ),
  }),
];
