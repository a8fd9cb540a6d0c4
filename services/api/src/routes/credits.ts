/** Credit grants, the balance and its transactions (docs/credits.md). */
import { listOf, PageQuery, Timestamp } from '@billing/core';
import {
  Balance,
  BalanceTransaction,
  CreditGrant,
  CreditGrantInput,
  createCreditGrant,
  getBalance,
  getCreditGrant,
  listBalanceTransactions,
  listCreditGrants,
  VoidCreditGrantInput,
  voidCreditGrant,
} from '@billing/domain';
import { Type } from '@sinclair/typebox';
import { toListResponse } from '../http/list-response.ts';
import { route } from '../http/route-spec.ts';
import { CreditParams, CustomerParams } from './params.ts';

export const creditRoutes = [
  route({
    method: 'GET',
    path: '/customers/{customer}/credits',
    operationId: 'listCreditGrants',
    summary: "List a customer's credit grants, oldest first",
    tag: 'Credits',
    permission: 'credits:read',
    params: CustomerParams,
    query: Type.Object(PageQuery),
    response: listOf('credits', CreditGrant),
    handler: async (ctx, { params, query }) =>
      toListResponse('credits', await listCreditGrants(ctx, params.customer, query)),
  }),
  route({
    method: 'POST',
    path: '/customers/{customer}/credits',
    operationId: 'createCreditGrant',
    summary: 'Grant credit to a customer, usable on the invoices of its effective period',
    tag: 'Credits',
    permission: 'credits:write',
    idempotent: true,
    params: CustomerParams,
    query: Type.Object({ creditId: Type.Optional(Type.String()) }),
    body: CreditGrantInput,
    response: CreditGrant,
    handler: (ctx, { params, query, body }) => createCreditGrant(ctx, params.customer, body, query.creditId),
  }),
  route({
    method: 'GET',
    path: '/customers/{customer}/credits/{credit}',
    operationId: 'getCreditGrant',
    summary: 'Get a credit grant, with what is left of it',
    tag: 'Credits',
    permission: 'credits:read',
    params: CreditParams,
    response: CreditGrant,
    handler: (ctx, { params }) => getCreditGrant(ctx, params.customer, params.credit),
  }),
  route({
    method: 'POST',
    path: '/customers/{customer}/credits/{credit}:void',
    operationId: 'voidCreditGrant',
    summary: 'Void what is left of a credit grant',
    tag: 'Credits',
    permission: 'credits:write',
    idempotent: true,
    params: CreditParams,
    body: VoidCreditGrantInput,
    response: CreditGrant,
    handler: (ctx, { params, body }) => voidCreditGrant(ctx, params.customer, params.credit, body),
  }),
  route({
    method: 'GET',
    path: '/customers/{customer}/balance',
    operationId: 'getBalance',
    summary: "The customer's credit balance at a time, from finalized invoices",
    tag: 'Credits',
    permission: 'credits:read',
    params: CustomerParams,
    query: Type.Object({ asOfTime: Type.Optional(Timestamp) }),
    response: Balance,
    handler: (ctx, { params, query }) => getBalance(ctx, params.customer, query.asOfTime),
  }),
  route({
    method: 'GET',
    path: '/customers/{customer}/balanceTransactions',
    operationId: 'listBalanceTransactions',
    summary: "The customer's balance transactions, newest first",
    tag: 'Credits',
    permission: 'credits:read',
    params: CustomerParams,
    query: Type.Object(PageQuery),
    response: listOf('transactions', BalanceTransaction),
    handler: async (ctx, { params, query }) =>
      toListResponse('transactions', await listBalanceTransactions(ctx, params.customer, query)),
  }),
];
