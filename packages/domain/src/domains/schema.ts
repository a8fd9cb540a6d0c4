import { Timestamp } from '@billing/core';
import { type Static, Type } from '@sinclair/typebox';

/** ORGANIZATION_DOMAIN_STATUS (docs/domains.md "Resource"): a domain routes only while ACTIVE. */
export const DOMAIN_STATUSES = [
  'ORGANIZATION_DOMAIN_STATUS_UNSPECIFIED',
  'PENDING_VERIFICATION',
  'ACTIVE',
] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

export const DOMAIN_TYPES = ['ORGANIZATION_DOMAIN_TYPE_UNSPECIFIED', 'DEFAULT', 'CUSTOM'] as const;
export type DomainType = (typeof DOMAIN_TYPES)[number];

export const OrganizationDomain = Type.Object(
  {
    name: Type.String(),
    hostname: Type.String(),
    status: Type.Union(DOMAIN_STATUSES.map((s) => Type.Literal(s))),
    type: Type.Union(DOMAIN_TYPES.map((t) => Type.Literal(t))),
    verificationRecordName: Type.String(),
    verificationRecordValue: Type.String(),
    createTime: Timestamp,
    updateTime: Timestamp,
    verifiedTime: Type.Optional(Timestamp),
  },
  { title: 'OrganizationDomain' },
);
export type OrganizationDomain = Static<typeof OrganizationDomain>;

export const DomainInput = Type.Object({ hostname: Type.String() });
export type DomainInput = Static<typeof DomainInput>;

/**
 * The create body in both shapes of docs/domains.md "Registering": `{hostname}` (with the id in the query) and the
 * organization-scoped `{organization_domain_id, organization_domain: {hostname}}`. Each path form accepts both,
 * so the two never collide; which fields are required is checked by the verb.
 */
export const CreateDomainBody = Type.Object({
  hostname: Type.Optional(Type.String()),
  organizationDomainId: Type.Optional(Type.String()),
  organizationDomain: Type.Optional(DomainInput),
});
export type CreateDomainBody = Static<typeof CreateDomainBody>;
