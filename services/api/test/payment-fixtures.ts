/**
 * What payment tests start from: a customer with a contract and FINALIZED invoices to collect. The invoices are
 * written as a finalize would leave them (status, number, total), in periods before the contract starts so that
 * no bill run touches them; how they get there is the invoices tests' business.
 */
import {
  type ChargeRequest,
  type PaymentProvider,
  type PaymentServices,
  ProviderTimeout,
} from '@billing/payments';
import type { Harness } from './harness.ts';

let numbers = 1_000_000;

export async function payableCustomer(
  h: Harness,
  organization: string,
  customer: string,
  key: string,
  currency = organization === 'globex' ? 'EUR' : 'USD',
): Promise<void> {
  const must = async (method: 'POST', url: string, body: unknown) => {
    const res = await h.call(method, url, body, key);
    if (res.status !== 200 && res.status !== 409) throw new Error(`${url}: ${JSON.stringify(res.body)}`);
  };
  await must('POST', `/v1/customers?customerId=${customer}`, {
    displayName: customer,
    currencyCode: currency,
  });
  await must('POST', `/v1/rateCards?rateCardId=${customer}-card`, { currencyCode: currency });
  await must('POST', `/v1/customers/${customer}/contracts?contractId=${customer}-contract`, {
    rateCard: `rateCards/${customer}-card`,
    billingAnchorDay: '1',
    effectivePeriod: { startTime: '2024-01-01T00:00:00Z' },
  });
}

/** `count` FINALIZED invoices of `total` (ids `{prefix}-{i}`); returns their full names. */
export async function finalizedInvoices(
  h: Harness,
  organization: string,
  customer: string,
  count: number,
  total = '10.00',
  prefix = 'inv',
  currency = organization === 'globex' ? 'EUR' : 'USD',
): Promise<string[]> {
  const names: string[] = [];
  const now = new Date();
  for (let i = 0; i < count; i++) {
    const id = `${prefix}-${i}`;
    // One hour each from 2000: periods no bill run of a contract starting in 2024 ever drafts.
    const start = new Date(Date.UTC(2000, 0, 1) + (numbers % 100_000_000) * 3_600_000);
    const end = new Date(start.getTime() + 3_600_000);
    await h.db.sql`
      INSERT INTO invoices (organization_id, customer_id, id, contract_id, period_start, period_end, status,
        number, currency_code, subtotal, total, create_time, update_time, finalize_time, stale)
      VALUES (${organization}, ${customer}, ${id}, ${`${customer}-contract`}, ${start}, ${end}, 'FINALIZED',
        ${numbers++}, ${currency}, ${total}, ${total}, ${now}, ${now}, ${now}, false)`;
    names.push(`customers/${customer}/invoices/${id}`);
  }
  return names;
}

/** What a fault schedule does to one provider call: nothing, a kill or a timeout, before or after the call. */
export type ProviderFault = 'none' | 'killBefore' | 'killAfter' | 'timeoutBefore' | 'timeoutAfter';

/** A worker killed at the fault's point: the error the fault tests expect and swallow. */
export class Killed extends Error {}

/** A sandbox whose calls fail as the schedule says, one fault per provider call, then none. */
export function chaos(
  real: PaymentServices['providers'],
  faults: ProviderFault[],
): PaymentServices['providers'] {
  return (connection) => {
    const provider = real(connection);
    const faulty =
      <T>(call: (r: ChargeRequest) => Promise<T>) =>
      async (r: ChargeRequest): Promise<T> => {
        const fault = faults.shift() ?? 'none';
        if (fault === 'killBefore') throw new Killed('worker killed before the provider call');
        if (fault === 'timeoutBefore') throw new ProviderTimeout();
        const result = await call(r);
        if (fault === 'killAfter') throw new Killed('worker killed before the commit');
        if (fault === 'timeoutAfter') throw new ProviderTimeout();
        return result;
      };
    const wrapped: PaymentProvider = {
      setup: (token) => provider.setup(token),
      charge: faulty((r) => provider.charge(r)),
      retrieve: faulty((r) => provider.retrieve(r)),
      listCharges: (organization, since) => provider.listCharges(organization, since),
      refund: (reference, key) => provider.refund(reference, key),
    };
    return wrapped;
  };
}
