import {
  alreadyExists,
  checkResourceId,
  generateId,
  invalidField,
  minorUnits,
  parseDecimal,
  parseTimestamp,
} from '@billing/core';
import { withTransaction } from '@billing/db';
import type { Context } from '../context.ts';
import { loadCustomerRow } from '../customers/get.ts';
import { writeLedgerEntry } from '../ledger/entries.ts';
import { lockCustomerLedger } from '../ledger/lock.ts';
import { outboxEvent } from '../outbox/events.ts';
import { writeOutboxEvent } from '../outbox/write-event.ts';
import { checkString, checkStringList } from '../shared/inputs.ts';
import { isUniqueViolation } from '../shared/postgres-errors.ts';
import { type CreditGrantRow, creditGrantName, grantAccount, toCreditGrant } from './resource.ts';
import type { CreditGrant, CreditGrantInput } from './schema.ts';

const PRODUCT_NAME = /^products\/[a-z]([a-z0-9-]{0,61}[a-z0-9])?$/;
const TAG = /^[^\s]{1,100}$/;

/**
 * An amount of a grant or commitment (`field`): in the customer's currency, with at most its minor digits, and
 * positive (or, with `zero`, not negative).
 */
export function checkAmount(
  input: CreditGrantInput['amount'],
  currencyCode: string,
  field = 'amount',
  zero = false,
): string {
  const value = input?.amount?.value;
  if (value === undefined) throw invalidField(`${field}.amount.value`, 'is required');
  if (input?.currencyCode !== undefined && input.currencyCode !== '' && input.currencyCode !== currencyCode) {
    throw invalidField(`${field}.currencyCode`, `must be the customer's currency, ${currencyCode}`);
  }
  const digits = minorUnits(currencyCode);
  return parseDecimal(value, `${field}.amount.value`, { positive: !zero, maxScale: digits }).toFixed(digits);
}

/** Every product named must be one of the organization's (the same answer for another organization's). */
export async function checkProducts(ctx: Context, value: unknown): Promise<string[]> {
  const names = checkStringList(value, 'applicableProducts', PRODUCT_NAME, 100);
  if (names.length === 0) return names;
  const ids = names.map((n) => n.slice('products/'.length));
  const found = await ctx.sql<{ id: string }[]>`
    SELECT id FROM products WHERE organization_id = ${ctx.organization} AND id = ANY(${ids})`;
  const known = new Set(found.map((r) => r.id));
  const missing = ids.findIndex((id) => !known.has(id));
  if (missing >= 0) throw invalidField(`applicableProducts[${missing}]`, 'does not exist');
  return names;
}

/** `[startTime, endTime)`: the start required, the end optional (none: no end) and after the start. */
export function checkEffectivePeriod(period: CreditGrantInput['effectivePeriod']) {
  if (period?.startTime === undefined) throw invalidField('effectivePeriod.startTime', 'is required');
  const startTime = parseTimestamp(period.startTime, 'effectivePeriod.startTime');
  const endTime =
    period.endTime === undefined || period.endTime === ''
      ? null
      : parseTimestamp(period.endTime, 'effectivePeriod.endTime');
  if (endTime && endTime <= startTime)
    throw invalidField('effectivePeriod.endTime', 'must be after startTime');
  return { startTime, endTime };
}

/**
 * `POST customers/{customer}/credits` (docs/credits.md): a grant of value in the customer's currency, usable on the
 * invoices whose period ends in (start, end] (docs/credits.md). Its CREDIT_GRANTED entry and the
 * `credit_grant.created` event are written in the same transaction.
 */
export async function createCreditGrant(
  ctx: Context,
  customerId: string,
  body: CreditGrantInput,
  creditId: string | undefined,
): Promise<CreditGrant> {
  const id = creditId === undefined ? generateId('credit') : checkResourceId(creditId, 'creditId');
  const customer = await loadCustomerRow(ctx, customerId);
  const amount = checkAmount(body.amount, customer.currency_code);
  const reason = checkString(body.reason, 'reason', 500);
  if (reason === '') throw invalidField('reason', 'is required');
  const priority = body.priority ?? 50;
  if (!Number.isInteger(priority) || priority < 0 || priority > 100) {
    throw invalidField('priority', 'must be an integer from 0 to 100');
  }
  const tags = checkStringList(body.applicableTags, 'applicableTags', TAG, 100);
  const { startTime, endTime } = checkEffectivePeriod(body.effectivePeriod);
  const products = await checkProducts(ctx, body.applicableProducts);
  const now = ctx.clock.now();
  try {
    return await withTransaction(ctx, async (tx) => {
      await lockCustomerLedger(tx, customerId);
      const [row] = await tx.sql<CreditGrantRow[]>`
        INSERT INTO credit_grants (organization_id, customer_id, id, currency_code, amount, priority,
          applicable_products, applicable_tags, start_time, end_time, reason, create_time)
        VALUES (${ctx.organization}, ${customerId}, ${id}, ${customer.currency_code}, ${amount}, ${priority},
          ${products}, ${tags}, ${startTime}, ${endTime}, ${reason}, ${now})
        RETURNING *`;
      await writeLedgerEntry(tx, grantAccount(row!), { type: 'CREDIT_GRANTED', amount, description: reason });
      const object = toCreditGrant({ ...row!, remaining: amount }, now);
      await writeOutboxEvent(tx, outboxEvent('credit_grant.created', object.name, { object }));
      return object;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyExists(creditGrantName(customerId, id));
    throw error;
  }
}
