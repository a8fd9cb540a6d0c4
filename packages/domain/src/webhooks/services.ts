import type { Keyring } from '@billing/core';
import type { UrlPolicy } from './url-guard.ts';

/** What the webhook verbs need beyond the context: the keys that seal secrets, the URL policy. */
export interface WebhookServices extends UrlPolicy {
  /** The payment credentials' keyring: endpoint secrets are sealed like provider credentials. */
  keyring: Keyring | undefined;
  /** How long an attempt may take (15 s; tests of timeouts shorten it). */
  attemptTimeoutMs?: number;
}
