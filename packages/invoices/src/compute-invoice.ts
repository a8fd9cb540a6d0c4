/**
 * The computation of one stored invoice: the lines of its contract over its billing period as the contract has
 * it now (an end set later truncates the period; one set before it removes the period; the rest of a period
 * whose issued invoice was cut at an earlier end is an invoice of its own), priced like the previews
 * (packages/charges), as the strings the store keeps.
 */

import {
  type ContractLine,
  type ContractToRate,
  type CustomerTerms,
  creditLinesFrom,
  lineDescription,
  lineId,
  lineProducts,
  loadCustomersTerms,
  loadCustomerTerms,
  rateContract,
  rateContracts,
  settleCommitments,
} from '@billing/charges';
import { canonicalDecimal, type Decimal, formatAmount, type TimeRange } from '@billing/core';
import {
  type BookedCommitmentEntry,
  type ComputedInvoice,
  type ComputedLine,
  type ContractHistory,
  type CreditState,
  commitmentInvoiceKey,
  contractName,
  getOrganization,
  type InvoiceCommitmentState,
  otherInvoicesInPeriod,
  readCreditStates,
  readInvoicesCommitments,
  readOrganizationContracts,
} from '@billing/domain';
import type { InvoiceRow } from '@billing/domain/invoice-store';
import {
  type CommitmentApplication,
  type CommitmentSettlement,
  type CreditApplication,
  compareLines,
  invoiceRange,
  invoiceTotals,
  periodContaining,
} from '@billing/rating';
import type { BillingContext } from './context.ts';
import { taxComputedInvoices } from './tax-invoices.ts';

export type InvoiceComputation = { kind: 'computed'; computed: ComputedInvoice } | { kind: 'outside' };

export async function computeInvoice(ctx: BillingContext, row: InvoiceRow): Promise<InvoiceComputation> {
  const { timeZone } = await getOrganization(ctx);
  const [contract] = await readOrganizationContracts(ctx, {
    customerId: row.customer_id,
    contractId: row.contract_id,
  });
  if (!contract) return { kind: 'outside' };
  const [range] = await invoiceRanges(ctx, timeZone, [{ row, contract }]);
  if (!range) return { kind: 'outside' };
  const terms = await loadCustomerTerms(ctx, row.customer_id, range);
  const rated = terms.contracts.find((c) => c.name === contract.name);
  if (!rated) return { kind: 'outside' };
  const lines = (await rateContract(ctx, terms, rated, range)).sort(compareLines);
  const [ledger] = await readLedgers(ctx, [{ row, terms, contractEndTime: contract.endTime }], range);
  const computed = settleInvoice(row, terms, contract.origin.startTime, range, lines, ledger!);
  await taxComputedInvoices(ctx, [{ row, computed }]);
  return { kind: 'computed', computed };
}

/**
 * The range each invoice covers, null for one its contract no longer has: the part of the billing period
 * containing its start that `invoiceRange` gives it among the contract's other invoices of that period (read in
 * one statement for all of them).
 */
async function invoiceRanges(
  ctx: BillingContext,
  timeZone: string,
  invoices: readonly { row: InvoiceRow; contract: ContractHistory }[],
): Promise<(TimeRange | null)[]> {
  const periods = invoices.map(({ row, contract }) =>
    periodContaining(
      contract.origin.billingAnchorDay,
      timeZone,
      contract.origin.startTime,
      contract.endTime,
      row.period_start,
    ),
  );
  const others = await otherInvoicesInPeriod(
    ctx,
    invoices.flatMap(({ row }, i) => {
      const period = periods[i];
      return period ? [{ customerId: row.customer_id, contractId: row.contract_id, id: row.id, period }] : [];
    }),
  );
  return invoices.map(({ row }, i) => {
    const period = periods[i];
    if (!period) return null;
    const range = { startTime: period.startTime, endTime: period.endTime };
    return invoiceRange(range, row.period_start, others.get(`${row.customer_id}/${row.id}`) ?? []);
  });
}

/** What credits and commitments an invoice's settlement needs, read for many invoices of one period at once. */
interface InvoiceLedger {
  credits: CreditState;
  commitments: InvoiceCommitmentState;
}

async function readLedgers(
  ctx: BillingContext,
  invoices: readonly { row: InvoiceRow; terms: CustomerTerms; contractEndTime: Date | null }[],
  period: { startTime: Date; endTime: Date },
): Promise<InvoiceLedger[]> {
  const credits = await readCreditStates(
    ctx,
    invoices.map(({ row, terms }) => ({ customerId: row.customer_id, currencyCode: terms.currencyCode })),
    period.endTime,
  );
  const keys = invoices.map(({ row, terms, contractEndTime }) => ({
    customerId: row.customer_id,
    contractId: row.contract_id,
    invoiceId: row.id,
    currencyCode: terms.currencyCode,
    contractEndTime,
  }));
  const commitments = await readInvoicesCommitments(ctx, keys, period);
  return keys.map((key) => ({
    credits: credits.get(key.customerId)!,
    commitments: commitments.get(commitmentInvoiceKey(key))!,
  }));
}

/**
 * The rated lines of an invoice made into what is stored: credits and prepaid commitments applied (provisional
 * until finalize books them), commitment lines added, amounts written. Both the per-invoice and the batched
 * computation end here.
 */
function settleInvoice(
  row: InvoiceRow,
  terms: CustomerTerms,
  contractStart: Date,
  period: { startTime: Date; endTime: Date },
  lines: ContractLine[],
  ledger: InvoiceLedger,
): ComputedInvoice {
  const credited = creditLinesFrom(ledger.credits, lines);
  const name = contractName(row.customer_id, row.contract_id);
  const committed = settleCommitments(
    ledger.commitments,
    period,
    contractStart,
    lines,
    name,
    row.customer_id,
  );
  // After credits: neither grants nor commitment balances pay for a commitment's own lines.
  const all = [...credited.lines, ...committed.lines];
  return storedInvoice(terms, period.endTime, all, credited.applications, {
    applications: credited.commitmentApplications,
    settlements: committed.settlements,
  });
}

/** The ledger entries a finalize books for the invoice's commitments (positive amounts). */
function commitmentEntries(
  applications: readonly CommitmentApplication[],
  settlements: readonly CommitmentSettlement[],
  amount: (value: Decimal) => string,
): BookedCommitmentEntry[] {
  const entries: BookedCommitmentEntry[] = applications.map((a) => ({
    commitmentId: a.commitmentId,
    type: 'COMMITMENT_APPLIED',
    amount: amount(a.amount),
  }));
  for (const s of settlements) {
    if (s.applied.greaterThan(0))
      entries.push({ commitmentId: s.commitmentId, type: 'COMMITMENT_APPLIED', amount: amount(s.applied) });
    if (s.trueUp.greaterThan(0))
      entries.push({ commitmentId: s.commitmentId, type: 'COMMITMENT_TRUE_UP', amount: amount(s.trueUp) });
  }
  return entries;
}

/**
 * computeInvoice for many invoices of the organization (bill runs), in their order, each result equal to
 * computeInvoice of it alone: contracts, terms and usage are read for all of them at once (terms per distinct
 * period, usage per set of customers whose reads agree). Throws if any computation fails; the caller then
 * computes them one by one to record which failed.
 */
export async function computeInvoices(
  ctx: BillingContext,
  rows: readonly InvoiceRow[],
): Promise<InvoiceComputation[]> {
  const results: InvoiceComputation[] = rows.map(() => ({ kind: 'outside' }));
  if (rows.length === 0) return results;
  const { timeZone } = await getOrganization(ctx);
  const contracts = await readOrganizationContracts(ctx, {
    customerIds: [...new Set(rows.map((r) => r.customer_id))],
  });
  const contractOf = new Map(contracts.map((c) => [`${c.customerId}/${c.contractId}`, c]));
  const members = rows.flatMap((row, i) => {
    const contract = contractOf.get(`${row.customer_id}/${row.contract_id}`);
    return contract ? [{ row, contract, i }] : [];
  });
  const ranges = await invoiceRanges(ctx, timeZone, members);
  // Terms are loaded over a range; invoices of one period (the usual bill run) share one load.
  const byRange = new Map<string, { range: { startTime: Date; endTime: Date }; members: number[] }>();
  members.forEach(({ i }, k) => {
    const range = ranges[k];
    if (!range) return;
    const key = `${range.startTime.getTime()}/${range.endTime.getTime()}`;
    const group = byRange.get(key) ?? { range, members: [] };
    group.members.push(i);
    byRange.set(key, group);
  });
  for (const { range, members } of byRange.values()) {
    const terms = await loadCustomersTerms(
      ctx,
      members.map((i) => rows[i]!.customer_id),
      range,
    );
    const items: (ContractToRate & { index: number })[] = [];
    for (const i of members) {
      const row = rows[i]!;
      const customerTerms = terms.get(row.customer_id)!;
      const name = `customers/${row.customer_id}/contracts/${row.contract_id}`;
      const rated = customerTerms.contracts.find((c) => c.name === name);
      if (rated) items.push({ terms: customerTerms, contract: rated, range, index: i });
    }
    const lines = await rateContracts(ctx, items);
    // Credits and commitments as computeInvoice applies them, read for the whole batch at once (a customer
    // without any gets empty ones, which change nothing).
    const ledgers = await readLedgers(
      ctx,
      items.map((item) => ({
        row: rows[item.index]!,
        terms: item.terms,
        contractEndTime: item.contract.endTime,
      })),
      range,
    );
    for (const [k, item] of items.entries()) {
      const row = rows[item.index]!;
      const sorted = lines[k]!.sort(compareLines);
      results[item.index] = {
        kind: 'computed',
        computed: settleInvoice(row, item.terms, item.contract.origin.startTime, range, sorted, ledgers[k]!),
      };
    }
  }
  await taxComputedInvoices(
    ctx,
    results.flatMap((result, i) =>
      result.kind === 'computed' ? [{ row: rows[i]!, computed: result.computed }] : [],
    ),
  );
  return results;
}

/**
 * The stored form of a computed invoice: lines named and described, amounts as strings with the currency's
 * minor digits, and the credit applications and commitment entries a finalize books. Pure: the one place both
 * the per-invoice and any batched computation end; `lines` carry their credits already (creditLinesFrom).
 */
function storedInvoice(
  terms: CustomerTerms,
  periodEnd: Date,
  lines: readonly ContractLine[],
  applications: readonly CreditApplication[],
  commitments: {
    applications: readonly CommitmentApplication[];
    settlements: readonly CommitmentSettlement[];
  },
): ComputedInvoice {
  const currency = terms.currencyCode;
  const names = lineProducts(terms);
  const amount = (value: Parameters<typeof formatAmount>[0]) => formatAmount(value, currency);
  const stored = lines.map(
    (line): ComputedLine => ({
      id: lineId(line),
      description: lineDescription(line, names.get(line.product), terms.timeZone),
      product: line.product,
      rateId: line.rateId,
      dimensions: { ...line.dimensions },
      startTime: line.startTime,
      endTime: line.endTime,
      quantity: canonicalDecimal(line.quantity),
      unitPrice: canonicalDecimal(line.unitPrice),
      subtotal: amount(line.subtotal),
      credit: amount(line.credit),
      total: amount(line.total),
    }),
  );
  const totals = invoiceTotals(lines);
  return {
    periodEnd,
    lines: stored,
    subtotal: amount(totals.subtotal),
    tax: amount(totals.tax),
    credit: amount(totals.credit),
    total: amount(totals.total),
    credits: applications.map((a) => ({ grantId: a.grantId, amount: amount(a.amount) })),
    commitments: commitmentEntries(commitments.applications, commitments.settlements, amount),
  };
}
