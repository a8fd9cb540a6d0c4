import { listOf, PageQuery } from '@billing/core';
import {
  CreateDomainBody,
  createDomain,
  deleteDomain,
  getDomain,
  listDomains,
  OrganizationDomain,
  verifyDomain,
} from '@billing/domain';
import { Type } from '@sinclair/typebox';
import { toListResponse } from '../http/list-response.ts';
import { route } from '../http/route-spec.ts';
import { DomainParams } from './params.ts';

export const domainRoutes = [
  route({
    method: 'GET',
    path: '/domains',
    operationId: 'listDomains',
    summary: 'List the domains of the organization, its DEFAULT domain first',
    tag: 'Domains',
    permission: 'organization:read',
    query: Type.Object(PageQuery),
    response: listOf('organizationDomains', OrganizationDomain),
    handler: async (ctx, { query }, { domains }) =>
      toListResponse('organizationDomains', await listDomains(ctx, query, domains)),
  }),
  route({
    method: 'POST',
    path: '/domains',
    operationId: 'createDomain',
    summary: 'Register a custom hostname (PENDING_VERIFICATION until its TXT record is verified)',
    tag: 'Domains',
    permission: 'organization:write',
    idempotent: true,
    documentOrganizationForm: true,
    query: Type.Object({
      organizationDomainId: Type.Optional(
        Type.String({ description: 'Required here or as organization_domain_id in the body' }),
      ),
    }),
    body: CreateDomainBody,
    response: OrganizationDomain,
    handler: (ctx, { query, body, arrivedOn }, { domains }) =>
      createDomain(ctx, query.organizationDomainId, body, { ...domains, arrivedOn }),
  }),
  route({
    method: 'GET',
    path: '/domains/{domain}',
    operationId: 'getDomain',
    summary: 'Get a domain',
    tag: 'Domains',
    permission: 'organization:read',
    params: DomainParams,
    response: OrganizationDomain,
    handler: (ctx, { params }, { domains }) => getDomain(ctx, params.domain, domains),
  }),
  route({
    method: 'DELETE',
    path: '/domains/{domain}',
    operationId: 'deleteDomain',
    summary: 'Delete a custom domain (it stops routing and its hostname is free again)',
    tag: 'Domains',
    permission: 'organization:write',
    params: DomainParams,
    response: Type.Object({}),
    handler: (ctx, { params }, { domains }) => deleteDomain(ctx, params.domain, domains),
  }),
  route({
    method: 'POST',
    path: '/domains/{domain}/verify',
    operationId: 'verifyDomain',
    summary: 'Verify a domain by its DNS TXT record; FAILED_PRECONDITION while the record is not there',
    tag: 'Domains',
    permission: 'organization:write',
    idempotent: true,
    documentOrganizationForm: true,
    params: DomainParams,
    body: Type.Object({}),
    response: OrganizationDomain,
    handler: (ctx, { params }, { domains }) => verifyDomain(ctx, params.domain, domains),
  }),
];
