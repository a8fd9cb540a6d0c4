import { alreadyExists, checkResourceId, generateId } from '@billing/core';
import { withTransaction } from '@billing/db';
import type { Context } from '../context.ts';
import { checkAmount, checkEffectivePeriod, checkProducts } from '../credits/create.ts';
import { loadCustomerRow } from '../customers/get.ts';
import { writeLedgerEntry } from '../ledger/entries.ts';
import { lockCustomerLedger } from '../ledger/lock.ts';
import { outboxEvent } from '../outbox/events.ts';
import { writeOutboxEvent } from '../outbox/write-event.ts';
import { isUniqueViolation } from '../shared/postgres-errors.ts';
import { loadNamedContract } from '../subscriptions/contract.ts';
import { type CommitmentRow, commitmentAccount, commitmentName, toCommitment } from './resource.ts';
import type { Commitment, CommitmentInput } from './schema.ts';

/**
 * `POST customers/{customer}/commitments` (docs/credits.md): a minimum spend of one of the customer's contracts over
 * the effective period, postpaid (costBasis 0) or prepaid. Its COMMITMENT_CREATED entry (the committed amount)
 * and the `commitment.created` event are written in the same transaction (docs/credits.md).
 */
export async function createCommitment(
  ctx: Context,
  customerId: string,
  body: CommitmentInput,
  commitmentId: string | undefined,
): Promise<Commitment> {
  const id =
    commitmentId === undefined ? generateId('commitment') : checkResourceId(commitmentId, 'commitmentId');
  const customer = await loadCustomerRow(ctx, customerId);
  const currency = customer.currency_code;
  const committed = checkAmount(body.committedAmount, currency, 'committedAmount');
  const costBasis = checkAmount(body.costBasis, currency, 'costBasis', true);
  const { startTime, endTime } = checkEffectivePeriod(body.effectivePeriod);
  const products = await checkProducts(ctx, body.applicableProducts);
  const contract = await loadNamedContract(ctx, customerId, body.contract, 'contract');
  const now = ctx.clock.now();
  try {
    return await withTransaction(ctx, async (tx) => {
      await lockCustomerLedger(tx, customerId);
      const [row] = await tx.sql<CommitmentRow[]>`
        INSERT INTO commitments (organization_id, customer_id, id, contract_id, currency_code, committed_amount,
          cost_basis, applicable_products, start_time, end_time, create_time)
        VALUES (${ctx.organization}, ${customerId}, ${id}, ${contract.row.id}, ${currency}, ${committed},
          ${costBasis}, ${products}, ${startTime}, ${endTime}, ${now})
        RETURNING *`;
      await writeLedgerEntry(tx, commitmentAccount(row!), {
        type: 'COMMITMENT_CREATED',
        amount: committed,
        description: `commitment of ${committed} ${currency}`,
      });
      const object = toCommitment({ ...row!, remaining: committed }, now);
      await writeOutboxEvent(tx, outboxEvent('commitment.created', object.name, { object }));
      return object;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyExists(commitmentName(customerId, id));
    throw error;
  }
}
