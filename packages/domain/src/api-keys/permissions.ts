import { invalidField } from '@billing/core';

export const PERMISSION_AREAS = [
  'organization',
  'customers',
  'catalog',
  'usage',
  'contracts',
  'credits',
  'invoices',
  'payments',
  'webhooks',
] as const;
export type PermissionArea = (typeof PERMISSION_AREAS)[number];
export type Permission = `${PermissionArea}:${'read' | 'write'}`;

const PERMISSION = new RegExp(`^(\\*|(${PERMISSION_AREAS.join('|')}):(read|write))$`);

export function checkPermissions(values: readonly string[]): string[] {
  if (values.length === 0) throw invalidField('permission', 'name at least one permission, or "*"');
  for (const value of values) {
    if (!PERMISSION.test(value)) {
      throw invalidField('permission', `"${value}" is not a permission: use {area}:read|write or "*"`);
    }
  }
  return [...new Set(values)];
}

/** `*` grants everything; `{area}:write` includes `{area}:read`, as a key that may change data may read it. */
export function grants(held: readonly string[], needed: Permission): boolean {
  if (held.includes('*') || held.includes(needed)) return true;
  const [area, access] = needed.split(':');
  return access === 'read' && held.includes(`${area}:write`);
}
