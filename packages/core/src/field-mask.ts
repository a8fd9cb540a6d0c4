/**
 * `updateMask` (AIP-134): comma-separated paths in lowerCamel or snake_case; `*` means every updatable field.
 * Unknown paths are INVALID_ARGUMENT; output-only paths are ignored. A path in the mask whose value is absent
 * from the body clears the field.
 */
import { snakeToCamel } from './case.ts';
import { invalidField } from './errors.ts';

export interface MaskSpec {
  /** Paths that may be updated, nested ones included (`billingProfile.address`). */
  updatable: readonly string[];
  /** Fields the server owns; named in a mask they are ignored. */
  outputOnly: readonly string[];
  /** Map fields: a path below them names one key (`metadata.tier`). */
  maps?: readonly string[];
}

function normalizePath(path: string, spec: MaskSpec): string {
  const segments = path.split('.');
  const out: string[] = [];
  for (const segment of segments) {
    const parent = out.join('.');
    // Below a map field the segment is a key of the user's, kept as written.
    out.push(spec.maps?.includes(parent) ? segment : snakeToCamel(segment));
  }
  return out.join('.');
}

function isUnder(path: string, roots: readonly string[]): boolean {
  return roots.some((root) => path === root || path.startsWith(`${root}.`));
}

/** The canonical paths to update, or INVALID_ARGUMENT. */
export function parseUpdateMask(mask: unknown, spec: MaskSpec): string[] {
  if (typeof mask !== 'string' || mask.trim() === '') {
    throw invalidField('updateMask', 'is required: name the fields to update, or "*"');
  }
  const raw = mask
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (raw.length === 0) throw invalidField('updateMask', 'is required: name the fields to update, or "*"');
  if (raw.includes('*')) {
    if (raw.length > 1) throw invalidField('updateMask', '"*" cannot be combined with other paths');
    return spec.updatable.filter((p) => !p.includes('.'));
  }
  const paths: string[] = [];
  for (const original of raw) {
    if (!/^[A-Za-z0-9_.-]+$/.test(original) || original.split('.').some((s) => s === '')) {
      throw invalidField('updateMask', `"${original}" is not a field path`);
    }
    const path = normalizePath(original, spec);
    if (isUnder(path, spec.outputOnly)) continue;
    const isMapKey = spec.maps?.some(
      (m) => path.startsWith(`${m}.`) && path.split('.').length === m.split('.').length + 1,
    );
    if (!spec.updatable.includes(path) && !isMapKey) {
      throw invalidField('updateMask', `"${original}" is not an updatable field`);
    }
    if (!paths.includes(path)) paths.push(path);
  }
  return paths;
}

function getPath(source: unknown, path: string[]): unknown {
  let current = source;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/** Copies each masked path from `patch` onto a deep copy of `target`; absent values clear the field. */
export function applyUpdateMask<T extends object>(target: T, patch: unknown, paths: readonly string[]): T {
  const result = structuredClone(target) as Record<string, unknown>;
  for (const path of paths) {
    const segments = path.split('.');
    const value = getPath(patch, segments);
    let parent = result;
    for (const segment of segments.slice(0, -1)) {
      const next = parent[segment];
      if (next === null || typeof next !== 'object') parent[segment] = {};
      parent = parent[segment] as Record<string, unknown>;
    }
    const leaf = segments.at(-1)!;
    if (value === undefined) delete parent[leaf];
    else parent[leaf] = structuredClone(value);
  }
  return result as T;
}
