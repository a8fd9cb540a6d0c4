import {
  cancelContractAmendment,
  createContract,
  endContract,
  getContract,
  getContractAmendment,
  listContractAmendments,
  listContracts,
  scheduleContractAmendment,
} from '@billing/domain';
import { Type } from '@sinclair/typebox';
import { route } from '../http/route-spec.ts';
import { listOf, PageQuery } from '../schemas/common.ts';
import {
  CancelAmendmentInput,
  Contract,
  ContractAmendment,
  ContractInput,
  EndContractInput,
  ScheduleContractAmendmentInput,
} from '../schemas/resources.ts';

const CustomerParams = Type.Object({ customer: Type.String() });
const ContractParams = Type.Object({ customer: Type.String(), contract: Type.String() });
const AmendmentParams = Type.Object({
  customer: Type.String(),
  contract: Type.String(),
  amendment: Type.String(),
});

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
    handler: async (ctx, { params, query }) => {
      const page = await listContracts(ctx, params.customer!, {
        pageSize: query.pageSize,
        pageToken: query.pageToken as string | undefined,
      });
      return { contracts: page.items, nextPageToken: page.nextPageToken };
    },
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
    handler: (ctx, { params, query, body }) => createContract(ctx, params.customer!, body, query.contractId),
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
    handler: (ctx, { params }) => getContract(ctx, params.customer!, params.contract!),
  }),
  route({
    method: 'POST',
    path: '/customers/{customer}/contracts/{contract}:scheduleAmendment',
    operationId: 'scheduleContractAmendment',
    summary: "Schedule an amendment of the contract's rate card, overrides or end",
    tag: 'Contracts',
    permission: 'contracts:write',
    params: ContractParams,
    body: ScheduleContractAmendmentInput,
    response: ContractAmendment,
    handler: (ctx, { params, body }) =>
      scheduleContractAmendment(ctx, params.customer!, params.contract!, body),
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
      getContractAmendment(ctx, params.customer!, params.contract!, params.amendment!),
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
    handler: async (ctx, { params, query }) => {
      const page = await listContractAmendments(ctx, params.customer!, params.contract!, {
        pageSize: query.pageSize,
        pageToken: query.pageToken as string | undefined,
      });
      return { amendments: page.items, nextPageToken: page.nextPageToken };
    },
  }),
  route({
    method: 'POST',
    path: '/customers/{customer}/contracts/{contract}/amendments/{amendment}:cancel',
    operationId: 'cancelContractAmendment',
    summary: 'Cancel a scheduled contract amendment',
    tag: 'Contracts',
    permission: 'contracts:write',
    params: AmendmentParams,
    body: CancelAmendmentInput,
    response: ContractAmendment,
    handler: (ctx, { params, body }) =>
      cancelContractAmendment(ctx, params.customer!, params.contract!, params.amendment!, body),
  }),
  route({
    method: 'POST',
    path: '/customers/{customer}/contracts/{contract}:end',
    operationId: 'endContract',
    summary: 'End a contract at a time',
    tag: 'Contracts',
    permission: 'contracts:write',
    params: ContractParams,
    body: EndContractInput,
    response: Contract,
    handler: (ctx, { params, body }) => endContract(ctx, params.customer!, params.contract!, body),
  }),
];
