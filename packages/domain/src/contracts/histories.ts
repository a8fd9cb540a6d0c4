/**
 * The contracts of a customer as rating reads them (previews today, bill runs next): their terms as created and
 * every amendment, as plain values. Rating calls this instead of reading the contract tables.
 */
import { eachCustomer } from '@billing/db';
import type { Context } from '../context.ts';
import {
  type AmendmentRow,
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
  // The customer's amendments are read beside its contracts, not after them: both statements go in one round
  // trip (postgres.js pipelines them), and those of contracts left out are dropped here.
  const [rows, amendmentRows] = await Promise.all([
    ctx.sql<ContractRow[]>`
      SELECT * FROM contracts
      WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId}
        AND start_time < ${range.endTime}
      ORDER BY seq`,
    ctx.sql<AmendmentRow[]>`
      SELECT * FROM contract_amendments
      WHERE organization_id = ${ctx.organization} AND customer_id = ${customerId}
      ORDER BY seq`,
  ]);
  const amendments = new Map<string, AmendmentRow[]>(rows.map((r) => [r.id, []]));
  for (const a of amendmentRows) amendments.get(a.contract_id)?.push(a);
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

/**
 * readContractHistories for many customers in two queries (bill runs): by customer id, every id of
 * `customerIds` present (an empty list when it has none), each list exactly what readContractHistories gives.
 */
export async function readCustomersContractHistories(
  ctx: Context,
  customerIds: readonly string[],
  range: { startTime: Date; endTime: Date },
): Promise<Map<string, ContractHistory[]>> {
  const out = new Map<string, ContractHistory[]>(customerIds.map((id) => [id, []]));
  if (customerIds.length === 0) return out;
  const { sql } = ctx;
  const rows = await sql<ContractRow[]>`
    SELECT t.* FROM ${eachCustomer(
      sql,
      customerIds,
      sql`SELECT * FROM contracts
        WHERE organization_id = ${ctx.organization} AND customer_id = k.customer_id AND start_time < ${range.endTime}`,
    )}
    ORDER BY t.seq`;
  const byContract = new Map<string, AmendmentRow[]>(rows.map((r) => [`${r.customer_id}/${r.id}`, []]));
  if (rows.length > 0) {
    const amendments = await sql<AmendmentRow[]>`
      SELECT * FROM contract_amendments
      WHERE organization_id = ${ctx.organization}
        AND customer_id = ANY(${[...new Set(rows.map((r) => r.customer_id))]})
        AND contract_id = ANY(${[...new Set(rows.map((r) => r.id))]})
      ORDER BY seq`;
    for (const a of amendments) byContract.get(`${a.customer_id}/${a.contract_id}`)?.push(a);
  }
  for (const row of rows) {
    const history = contractHistory(
      `customers/${row.customer_id}/contracts/${row.id}`,
      contractTermsSource(row),
      byContract.get(`${row.customer_id}/${row.id}`)!.map(amendmentTermsSource),
    );
    if (history.endTime === null || history.endTime.getTime() > range.startTime.getTime())
      out.get(row.customer_id)?.push(history);
  }
  return out;
}

/** A contract's history with the id of its customer (bill runs go over the whole organization). */
export interface CustomerContractHistory extends ContractHistory {
  customerId: string;
  contractId: string;
}

/**
 * Every contract of the organization (or of some customers, or one contract) with its amendments, in creation
 * order: two queries whatever the count, for bill runs over many customers.
 */
export async function readOrganizationContracts(
  ctx: Context,
  only: { customerId?: string; contractId?: string; customerIds?: readonly string[] } = {},
): Promise<CustomerContractHistory[]> {
  const { sql } = ctx;
  const where = sql`organization_id = ${ctx.organization}
    ${only.customerId === undefined ? sql`` : sql`AND customer_id = ${only.customerId}`}
    ${only.customerIds === undefined ? sql`` : sql`AND customer_id = ANY(${only.customerIds as string[]})`}`;
  const contractId = only.contractId === undefined ? sql`` : sql`AND id = ${only.contractId}`;
  const rows =
    only.customerIds === undefined
      ? await sql<ContractRow[]>`SELECT * FROM contracts WHERE ${where} ${contractId} ORDER BY seq`
      : await sql<ContractRow[]>`
          SELECT t.* FROM ${eachCustomer(
            sql,
            only.customerIds,
            sql`SELECT * FROM contracts
              WHERE organization_id = ${ctx.organization} AND customer_id = k.customer_id
                ${only.customerId === undefined ? sql`` : sql`AND customer_id = ${only.customerId}`} ${contractId}`,
          )}
          ORDER BY t.seq`;
  if (rows.length === 0) return [];
  const amendments = await sql<AmendmentRow[]>`
    SELECT * FROM contract_amendments WHERE ${where}
      ${only.contractId === undefined ? sql`` : sql`AND contract_id = ${only.contractId}`}
    ORDER BY seq`;
  const byContract = new Map<string, AmendmentRow[]>();
  for (const a of amendments) {
    const key = `${a.customer_id}/${a.contract_id}`;
    byContract.set(key, [...(byContract.get(key) ?? []), a]);
  }
  return rows.map((row) => ({
    ...contractHistory(
      `customers/${row.customer_id}/contracts/${row.id}`,
      contractTermsSource(row),
      (byContract.get(`${row.customer_id}/${row.id}`) ?? []).map(amendmentTermsSource),
    ),
    customerId: row.customer_id,
    contractId: row.id,
  }));
}
