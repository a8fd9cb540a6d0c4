/**
 * The contracts of a customer as rating reads them (previews today, bill runs next): their terms as created and
 * every amendment, as plain values. Rating calls this instead of reading the contract tables.
 */
import type { Context } from '../context.ts';
import { loadAmendmentRows } from './get.ts';
import {
  type AmendmentTermsSource,
  amendmentTermsSource,
  type ContractRow,
  type ContractTermsSource,
  contractTermsAt,
  contractTermsSource,
} from './resource.ts';

export interface ContractHistory {
  /** `customers/{customer}/contracts/{contract}`. */
  name: string;
  origin: ContractTermsSource;
  /** Every amendment, canceled ones included (`contractTermsAt` leaves those out). */
  amendments: AmendmentTermsSource[];
  /** The end after every amendment not canceled and `:end`; null: open-ended. */
  endTime: Date | null;
}

const FAR_FUTURE = new Date(8.64e15);

/** The contract history of a contract's terms (pure). */
export function contractHistory(
  name: string,
  origin: ContractTermsSource,
  amendments: AmendmentTermsSource[],
): ContractHistory {
  return { name, origin, amendments, endTime: contractTermsAt(origin, amendments, FAR_FUTURE).endTime };
}

/** The customer's contracts whose [start, end) overlaps `range`, in creation order. */
export async function readContractHistories(
  ctx: Context,
  customerId: string,
  range: { startTime: Date; endTime: Date },
): Promise<ContractHistory[]> {
  const rows = await ctx.sql<ContractRow[]>`
    SELECT * FROM contracts
    WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId}
      AND start_time < ${range.endTime}
    ORDER BY seq`;
  const amendments = await loadAmendmentRows(
    ctx,
    customerId,
    rows.map((r) => r.id),
  );
  return rows
    .map((row) =>
      contractHistory(
        `customers/${customerId}/contracts/${row.id}`,
        contractTermsSource(row),
        amendments.get(row.id)!.map(amendmentTermsSource),
      ),
    )
    .filter((c) => c.endTime === null || c.endTime.getTime() > range.startTime.getTime());
}
