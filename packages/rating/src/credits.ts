/**
 * Credit application (docs/credits.md): after pricing, before tax. Grants are taken in order (priority, lower
 * first; then the earliest end, none last; then createTime; then id, so equal grants still have one order), and
 * each consumes what is left of the lines it applies to, in invoice line order. Line amounts and balances are
 * in the currency's minor unit already, so every credit is too: nothing is rounded here, and nothing is lost.
 */
import { Decimal } from '@billing/core';
import type { InvoiceLine } from './lines.ts';

export interface CreditGrantBalance {
  id: string;
  /** 0..100, lower first. */
  priority: number;
  /** null: no end (sorts after every end). */
  endTime: Date | null;
  createTime: Date;
  /** What is left to apply, never negative. */
  remaining: Decimal;
  /** `products/{p}`; with `tags` empty too, the grant applies to every product. */
  products: readonly string[];
  tags: readonly string[];
}

export interface CreditApplication {
  grantId: string;
  amount: Decimal;
}

/** What is left of a prepaid commitment (docs/credits.md): consumed after every grant, by its contract's lines. */
export interface CommitmentBalance {
  id: string;
  /** `customers/{customer}/contracts/{contract}`: only lines of this contract draw on it. */
  contract: string;
  /** null: no end (sorts after every end). */
  endTime: Date | null;
  createTime: Date;
  /** What is left to apply, never negative. */
  remaining: Decimal;
  /** `products/{p}`; empty: every product. */
  products: readonly string[];
}

export interface CommitmentApplication {
  commitmentId: string;
  amount: Decimal;
}

export interface CreditedLines<L extends InvoiceLine> {
  /** The lines in their order, each with `credit` raised and `total` lowered by what grants and commitments covered. */
  lines: L[];
  /** One per grant that covered something, in application order. */
  applications: CreditApplication[];
  /** One per prepaid commitment that covered something, in application order. */
  commitmentApplications: CommitmentApplication[];
}

/** Commitments among themselves: the earliest end first (none last), then createTime, then id. */
export function compareCommitments(a: CommitmentBalance, b: CommitmentBalance): number {
  const end = (c: CommitmentBalance) => c.endTime?.getTime() ?? Number.POSITIVE_INFINITY;
  return (
    (end(a) === end(b) ? 0 : end(a) < end(b) ? -1 : 1) ||
    a.createTime.getTime() - b.createTime.getTime() ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** Application order: priority, then the earliest end (none last), then createTime, then id. */
export function compareGrants(a: CreditGrantBalance, b: CreditGrantBalance): number {
  const end = (g: CreditGrantBalance) => g.endTime?.getTime() ?? Number.POSITIVE_INFINITY;
  return (
    a.priority - b.priority ||
    (end(a) === end(b) ? 0 : end(a) < end(b) ? -1 : 1) ||
    a.createTime.getTime() - b.createTime.getTime() ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** Whether the grant covers a line of `product` whose product has `tags`: listed product or a shared tag. */
export function grantApplies(grant: CreditGrantBalance, product: string, tags: readonly string[]): boolean {
  if (grant.products.length === 0 && grant.tags.length === 0) return true;
  return grant.products.includes(product) || tags.some((tag) => grant.tags.includes(tag));
}

/**
 * Consumes up to `balance` from the remaining totals of the lines `applies` accepts, in line order; returns
 * what it used. A line's total never drops below zero (a line with a negative amount takes nothing).
 */
function consume<L extends InvoiceLine>(
  lines: L[],
  balance: Decimal,
  applies: (line: L) => boolean,
): Decimal {
  let left = balance;
  for (const line of lines) {
    if (!left.greaterThan(0)) break;
    if (!line.total.greaterThan(0) || !applies(line)) continue;
    const take = Decimal.min(left, line.total);
    line.credit = line.credit.plus(take);
    line.total = line.total.minus(take);
    left = left.minus(take);
  }
  return balance.minus(left);
}

/**
 * Applies the grants, then the prepaid commitments (docs/credits.md: after grants), to the lines. `tagsOf` gives a
 * line product's tags; a commitment covers only lines whose `contract` is its own. Each application is at most
 * the balance's remaining, and no line's total drops below zero.
 */
export function applyCredits<L extends InvoiceLine & { contract?: string }>(
  lines: readonly L[],
  grants: readonly CreditGrantBalance[],
  tagsOf: (product: string) => readonly string[],
  commitments: readonly CommitmentBalance[] = [],
): CreditedLines<L> {
  const credited = lines.map((line) => ({ ...line }));
  const applications: CreditApplication[] = [];
  for (const grant of [...grants].sort(compareGrants)) {
    const used = consume(credited, grant.remaining, (line) =>
      grantApplies(grant, line.product, tagsOf(line.product)),
    );
    if (used.greaterThan(0)) applications.push({ grantId: grant.id, amount: used });
  }
  const commitmentApplications: CommitmentApplication[] = [];
  for (const commitment of [...commitments].sort(compareCommitments)) {
    const used = consume(
      credited,
      commitment.remaining,
      (line) =>
        line.contract === commitment.contract &&
        (commitment.products.length === 0 || commitment.products.includes(line.product)),
    );
    if (used.greaterThan(0)) commitmentApplications.push({ commitmentId: commitment.id, amount: used });
  }
  return { lines: credited, applications, commitmentApplications };
}
