import { getOrganization, Organization, OrganizationInput, updateOrganization } from '@billing/domain';
import { Type } from '@sinclair/typebox';
import { route } from '../http/route-spec.ts';

export const organizationRoutes = [
  route({
    method: 'GET',
    path: '/organization',
    operationId: 'getOrganization',
    summary: 'Get the organization of the API key',
    tag: 'Organization',
    permission: 'organization:read',
    response: Organization,
    handler: (ctx) => getOrganization(ctx),
  }),
  route({
    method: 'PATCH',
    path: '/organization',
    operationId: 'updateOrganization',
    summary: 'Update the organization',
    tag: 'Organization',
    permission: 'organization:write',
    query: Type.Object({ updateMask: Type.Optional(Type.String()) }),
    body: OrganizationInput,
    response: Organization,
    handler: (ctx, { query, body }) => updateOrganization(ctx, body, query.updateMask),
  }),
];
