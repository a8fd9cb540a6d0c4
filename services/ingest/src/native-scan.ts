/**
 * The edge is the one process kind that loads the native scan (packages/native-scan), once, with the limits of
 * the rules as packages/usage holds them; the api and the workers never do.
 */
import { loadNativeScan, type NativeScan } from '@billing/native-scan';
import { NATIVE_SCAN_LIMITS } from '@billing/usage';

let loaded: { scan: NativeScan | undefined } | undefined;

/** The native scan when it is built (no compiler at install: undefined, and the edge scans in JS). */
export function edgeNativeScan(): NativeScan | undefined {
  loaded ??= { scan: loadNativeScan(NATIVE_SCAN_LIMITS) };
  return loaded.scan;
}
