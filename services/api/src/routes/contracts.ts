import { listOf, PageQuery } from '@billing/core';
import {
  CancelAmendmentInput,
  Contract,
  ContractAmendment,
  ContractInput,
  cancelContractAmendment,
  createContract,
  EndContractInput,
  endContract,
  getContract,
  getContractAmendment,
  listContractAmendments,
  listContracts,
  ScheduleContractAmendmentInput,
  scheduleContractAmendment,
} from '@billing/domain';
import { enqueueContractDrafts } from '@billing/invoices';
import { Type } from '@sinclair/typebox';
import { toListResponse } from '../http/list-response.ts';
import { route } from '../http/route-spec.ts';
import { AmendmentIdQuery, AmendmentParams, ContractParams, CustomerParams } from './params.ts';

export const contractRoutes = [
  route({
    method: 'GET',
    path: '/customers/{customer}/contracts',
    operationId: 'listContracts',
    summary: "List a customer's contracts",
    tag: 'Contracts',
    permission: 'contracts:read',
    params: CustomerParams,
    query: Type.Object(PageQuery),
    response: listOf('contracts', Contract),
    handler: async (ctx, { params, query }) =>
      toListResponse('contracts', await listContracts(ctx, params.customer, query)),
  }),
  route({
    method: 'POST',
    path: '/customers/{customer}/contracts',
    operationId: 'createContract',
    summary: "Create a contract on a rate card in the customer's currency",
    tag: 'Contracts',
    permission: 'contracts:write',
    idempotent: true,
    params: CustomerParams,
    query: Type.Object({ contractId: Type.Optional(Type.String()) }),
    body: ContractInput,
    response: Contract,
    handler: async (ctx, { params, query, body }, services) => {
      const contract = await createContract(ctx, params.customer, body, query.contractId);
      // Its invoices are drafted at once, after the contract committed (docs/invoices.md).
      const contractId = contract.name.split('/').at(-1)!;
      await enqueueContractDrafts(
        services.usage?.jobs,
        ctx.organization,
        { customerId: params.customer, contractId },
        contract.name,
      );
      return contract;
    },
  }),
  route({
    method: 'GET',
    path: '/customers/{customer}/contracts/{contract}',
    operationId: 'getContract',
    summary: 'Get a contract, with its terms as of now',
    tag: 'Contracts',
    permission: 'contracts:read',
    params: ContractParams,
    response: Contract,
    handler: (ctx, { params }) => getContract(ctx, params.customer, params.contract),
  }),
  route({
    method: 'POST',
    path: '/customers/{customer}/contracts/{contract}:scheduleAmendment',
    operationId: 'scheduleContractAmendment',
    summary: "Schedule an amendment of the contract's rate card, overrides or end",
    tag: 'Contracts',
    permission: 'contracts:write',
    idempotent: true,
    params: ContractParams,
    query: Type.Object({ amendmentId: AmendmentIdQuery }),
    body: ScheduleContractAmendmentInput,
    response: ContractAmendment,
    handler: (ctx, { params, query, body }) =>
      scheduleContractAmendment(ctx, params.customer, params.contract, body, query.amendmentId),
  }),
  route({
    method: 'GET',
    path: '/customers/{customer}/contracts/{contract}/amendments/{amendment}',
    operationId: 'getContractAmendment',
    summary: 'Get a contract amendment',
    tag: 'Contracts',
    permission: 'contracts:read',
    params: AmendmentParams,
    response: ContractAmendment,
    handler: (ctx, { params }) =>
      getContractAmendment(ctx, params.customer, params.contract, params.amendment),
  }),
  route({
    method: 'GET',
    path: '/customers/{customer}/contracts/{contract}/amendments',
    operationId: 'listContractAmendments',
    summary: "List a contract's amendments",
    tag: 'Contracts',
    permission: 'contracts:read',
    params: ContractParams,
    query: Type.Object(PageQuery),
    response: listOf('amendments', ContractAmendment),
    handler: async (ctx, { params, query }) =>
      toListResponse(
        'amendments',
        await listContractAmendments(ctx, params.customer, params.contract, query),
      ),
  }),
  route({
    method: 'POST',
    path: '/customers/{customer}/contracts/{contract}/amendments/{amendment}:cancel',
    operationId: 'cancelContractAmendment',
    summary: 'Cancel a scheduled contract amendment',
    tag: 'Contracts',
    permission: 'contracts:write',
    idempotent: true,
    params: AmendmentParams,
    body: CancelAmendmentInput,
    response: ContractAmendment,
    handler: (ctx, { params, body }) =>
      cancelContractAmendment(ctx, params.customer, params.contract, params.amendment, body),
  }),
  route({
    method: 'POST',
    path: '/customers/{customer}/contracts/{contract}:end',
    operationId: 'endContract',
    summary: 'End a contract at a time',
    tag: 'Contracts',
    permission: 'contracts:write',
    idempotent: true,
    params: ContractParams,
    body: EndContractInput,
    response: Contract,
    handler: async (ctx, { params, body }, services) => {
      const contract = await endContract(ctx, params.customer, params.contract, body);
      // The periods the move adds, cuts or removes are drafted at once, after the end committed
      // (docs/invoices.md). Each move is its own cause (the new end, when it was set): a later move back to
      // an earlier end is drafted again, where the contract's name alone would find the first job done.
      await enqueueContractDrafts(
        services.usage?.jobs,
        ctx.organization,
        { customerId: params.customer, contractId: contract.name.split('/').at(-1)! },
        `${contract.name}:end ${contract.effectivePeriod.endTime} at ${ctx.clock.now().toISOString()}`,
      );
      return contract;
    },
  }),
];
