import { alreadyExists, checkCurrencyCode, checkResourceId, invalidField } from '@billing/core';
import { withTransaction } from '@billing/db';
import type { Context } from '../context.ts';
import { checkString } from '../shared/inputs.ts';
import { isUniqueViolation } from '../shared/postgres-errors.ts';
import { insertRates } from './add-rate.ts';
import { type RateCard, type RateCardRow, toRateCard } from './resource.ts';
import type { RateCardInput } from './schema.ts';

const MAX_RATES_ON_CREATE = 500;

/** Creates a card and, atomically, the rates given with it. */
export async function createRateCard(
  ctx: Context,
  body: RateCardInput,
  rateCardId: string | undefined,
): Promise<RateCard> {
  const id = checkResourceId(rateCardId, 'rateCardId');
  const currency = checkCurrencyCode(body.currencyCode, 'currencyCode');
  const rates = body.rates ?? [];
  if (!Array.isArray(rates) || rates.length > MAX_RATES_ON_CREATE) {
    throw invalidField('rates', `must be an array of at most ${MAX_RATES_ON_CREATE} rates`);
  }
  try {
    return await withTransaction(ctx, async (tx) => {
      const [card] = await tx.sql<RateCardRow[]>`
        INSERT INTO rate_cards (organization_id, id, display_name, currency_code, create_time)
        VALUES (${ctx.organization}, ${id}, ${checkString(body.displayName, 'displayName', 200)}, ${currency},
          ${ctx.clock.now()})
        RETURNING *`;
      const rows = await insertRates(tx, id, rates, (i) => `rates[${i}].`);
      return toRateCard(card!, rows);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'rate_cards_pkey')) throw alreadyExists(`rateCards/${id}`);
    throw error;
  }
}
