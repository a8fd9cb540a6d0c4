import { formatTimestamp } from '@billing/core';
import type { DomainStatus, OrganizationDomain } from './schema.ts';

export type { OrganizationDomain } from './schema.ts';

/** The id of every organization's DEFAULT domain (`domains/default`); no custom domain can take it. */
export const DEFAULT_DOMAIN_ID = 'default';
export const RECORD_PREFIX = '_service-verification.';
export const VALUE_PREFIX = 'service-verification=';

export interface DomainRow {
  organization_id: string;
  id: string;
  seq: string;
  hostname: string;
  status: DomainStatus;
  verification_token: string;
  create_time: Date;
  update_time: Date;
  verified_time: Date | null;
  next_check_time: Date | null;
  missing_since: Date | null;
}

export function recordName(hostname: string): string {
  return `${RECORD_PREFIX}${hostname}`;
}

export function recordValue(token: string): string {
  return `${VALUE_PREFIX}${token}`;
}

export function toDomain(row: DomainRow): OrganizationDomain {
  return {
    name: `domains/${row.id}`,
    hostname: row.hostname,
    status: row.status,
    type: 'CUSTOM',
    verificationRecordName: recordName(row.hostname),
    verificationRecordValue: recordValue(row.verification_token),
    createTime: formatTimestamp(row.create_time),
    updateTime: formatTimestamp(row.update_time),
    ...(row.verified_time ? { verifiedTime: formatTimestamp(row.verified_time) } : {}),
  };
}

/** The DEFAULT domain, ACTIVE since its organization exists; it needs no record, so none is shown. */
export function defaultDomain(organization: string, created: Date, baseDomain: string): OrganizationDomain {
  const time = formatTimestamp(created);
  return {
    name: `domains/${DEFAULT_DOMAIN_ID}`,
    hostname: `${organization}.${baseDomain}`,
    status: 'ACTIVE',
    type: 'DEFAULT',
    verificationRecordName: '',
    verificationRecordValue: '',
    createTime: time,
    updateTime: time,
    verifiedTime: time,
  };
}

/** What the domain verbs need beyond the context: the configured base domain. */
export interface DomainSettings {
  baseDomain: string;
}

/**
 * Re-verification policy (docs/domains.md): an ACTIVE custom domain's record is looked up daily; a lookup that
 * does not see it (absent, wrong value, or a DNS failure) is retried hourly; unseen for 7 days, the domain goes
 * back to PENDING_VERIFICATION and stops routing.
 */
export const RECHECK_EVERY_MS = 24 * 3600_000;
export const RECHECK_RETRY_MS = 3600_000;
export const RECHECK_GRACE_MS = 7 * 24 * 3600_000;
