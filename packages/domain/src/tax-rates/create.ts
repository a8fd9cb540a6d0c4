import { alreadyExists, checkResourceId, failedPrecondition, generateId } from '@billing/core';
import { withTransaction } from '@billing/db';
import type { Context } from '../context.ts';
import { isUniqueViolation } from '../shared/postgres-errors.ts';
import { markDraftsForTax } from './mark-drafts.ts';
import { checkTaxRateFields, type TaxRate, type TaxRateRow, taxRateName, toTaxRate } from './resource.ts';
import type { TaxRateInput } from './schema.ts';

/**
 * `POST taxRates`: a rate of the organization's table. Two live rates whose periods overlap may not claim the
 * same country (nor both claim every country): which one applies would be a guess. The organization's DRAFTs are
 * marked stale in the same transaction, so they pick the rate up.
 */
export async function createTaxRate(
  ctx: Context,
  body: TaxRateInput,
  taxRateId: string | undefined,
): Promise<TaxRate> {
  const id = taxRateId === undefined ? generateId('tax') : checkResourceId(taxRateId, 'taxRateId');
  const f = checkTaxRateFields(body);
  const now = ctx.clock.now();
  try {
    return await withTransaction(ctx, async (tx) => {
      // Serializes the organization's rate creations, so two overlapping ones cannot both pass the check.
      await tx.sql`SELECT 1 FROM organizations WHERE id = ${ctx.organization} FOR UPDATE`;
      const [clash] = await tx.sql<{ id: string }[]>`
        SELECT id FROM tax_rates
        WHERE organization_id = ${ctx.organization} AND NOT archived
          AND (${f.endTime}::timestamptz IS NULL OR start_time < ${f.endTime})
          AND (end_time IS NULL OR end_time > ${f.startTime})
          AND ((cardinality(country_codes) = 0 AND ${f.countryCodes.length === 0})
            OR country_codes && ${f.countryCodes}::text[])
        ORDER BY seq LIMIT 1`;
      if (clash)
        throw failedPrecondition(
          `${taxRateName(clash.id)} already applies to these countries during this period: archive it or choose another period`,
        );
      const [row] = await tx.sql<TaxRateRow[]>`
        INSERT INTO tax_rates (organization_id, id, display_name, percentage, country_codes, start_time, end_time,
          create_time, update_time)
        VALUES (${ctx.organization}, ${id}, ${f.displayName}, ${f.percentage}, ${f.countryCodes}, ${f.startTime},
          ${f.endTime}, ${now}, ${now})
        RETURNING *`;
      await markDraftsForTax(tx);
      return toTaxRate(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyExists(taxRateName(id));
    throw error;
  }
}
