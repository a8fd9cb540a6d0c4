/** Commitments (docs/credits.md). */
import { listOf, PageQuery } from '@billing/core';
import {
  Commitment,
  CommitmentInput,
  createCommitment,
  getCommitment,
  listCommitments,
  VoidCommitmentInput,
  voidCommitment,
} from '@billing/domain';
import { Type } from '@sinclair/typebox';
import { toListResponse } from '../http/list-response.ts';
import { route } from '../http/route-spec.ts';
import { CommitmentParams, CustomerParams } from './params.ts';

export const commitmentRoutes = [
  route({
    method: 'GET',
    path: '/customers/{customer}/commitments',
    operationId: 'listCommitments',
    summary: "List a customer's commitments, oldest first",
    tag: 'Credits',
    permission: 'credits:read',
    params: CustomerParams,
    query: Type.Object(PageQuery),
    response: listOf('commitments', Commitment),
    handler: async (ctx, { params, query }) =>
      toListResponse('commitments', await listCommitments(ctx, params.customer, query)),
  }),
  route({
    method: 'POST',
    path: '/customers/{customer}/commitments',
    operationId: 'createCommitment',
    summary: "Commit one of the customer's contracts to a minimum spend over a period, postpaid or prepaid",
    tag: 'Credits',
    permission: 'credits:write',
    idempotent: true,
    params: CustomerParams,
    query: Type.Object({ commitmentId: Type.Optional(Type.String()) }),
    body: CommitmentInput,
    response: Commitment,
    handler: (ctx, { params, query, body }) =>
      createCommitment(ctx, params.customer, body, query.commitmentId),
  }),
  route({
    method: 'GET',
    path: '/customers/{customer}/commitments/{commitment}',
    operationId: 'getCommitment',
    summary: 'Get a commitment, with what is left of it',
    tag: 'Credits',
    permission: 'credits:read',
    params: CommitmentParams,
    response: Commitment,
    handler: (ctx, { params }) => getCommitment(ctx, params.customer, params.commitment),
  }),
  route({
    method: 'POST',
    path: '/customers/{customer}/commitments/{commitment}:void',
    operationId: 'voidCommitment',
    summary: 'Void what is left of a commitment',
    tag: 'Credits',
    permission: 'credits:write',
    idempotent: true,
    params: CommitmentParams,
    body: VoidCommitmentInput,
    response: Commitment,
    handler: (ctx, { params, body }) => voidCommitment(ctx, params.customer, params.commitment, body),
  }),
];
