/** How a contract's part of a period is cut (pure parts of packages/charges): billing periods and amendments. */
import {
  type AmendmentTermsSource,
  type ContractHistory,
  type ContractTermsSource,
  contractHistory,
} from '@billing/domain';
import { describe, expect, it } from 'vitest';
import { type CustomerTerms, contractPieces } from '../src/index.ts';

const t = (iso: string) => new Date(iso);

const origin: ContractTermsSource = {
  rateCardId: 'a',
  billingAnchorDay: 1,
  startTime: t('2026-01-01T00:00:00Z'),
  endTime: null,
  endedTime: null,
  rateOverrides: [],
};

let seq = 0;
function amendment(effective: string, set: Partial<AmendmentTermsSource>): AmendmentTermsSource {
  return {
    seq: String(++seq),
    effectiveTime: t(effective),
    rateCardId: null,
    rateOverrides: null,
    contractEndTime: null,
    canceledTime: null,
    ...set,
  };
}

const customer: CustomerTerms = {
  customerId: 'c',
  currencyCode: 'USD',
  timeZone: 'UTC',
  contracts: [],
  rates: new Map([
    ['a', []],
    ['b', []],
  ]),
  cardCurrencies: new Map([
    ['a', 'USD'],
    ['b', 'USD'],
  ]),
  products: new Map(),
  subscriptions: [],
  subscriptionProducts: new Map(),
};

const name = 'customers/c/contracts/k';
const pieces = (amendments: AmendmentTermsSource[], endTime: Date | null, start: string, end: string) => {
  const contract: ContractHistory = { name, origin, amendments, endTime };
  return contractPieces(customer, contract, { startTime: t(start), endTime: t(end) }).map((p) => [
    p.startTime.toISOString().slice(0, 10),
    p.endTime.toISOString().slice(0, 10),
    p.fullPeriod.startTime.toISOString().slice(0, 10),
  ]);
};

describe('contractPieces', () => {
  it('cuts by billing periods and clips to the requested period', () => {
    expect(pieces([], null, '2026-02-10T00:00:00Z', '2026-04-05T00:00:00Z')).toEqual([
      ['2026-02-10', '2026-03-01', '2026-02-01'],
      ['2026-03-01', '2026-04-01', '2026-03-01'],
      ['2026-04-01', '2026-04-05', '2026-04-01'],
    ]);
  });

  it('cuts where the rate card changes, not where only the end moves or nothing changes', () => {
    const amendments = [
      amendment('2026-03-10T00:00:00Z', { rateCardId: 'b' }),
      amendment('2026-03-15T00:00:00Z', { rateCardId: 'b' }),
      amendment('2026-03-18T00:00:00Z', { contractEndTime: t('2026-03-25T00:00:00Z') }),
      amendment('2026-03-20T00:00:00Z', { rateCardId: 'a', canceledTime: t('2026-03-01T00:00:00Z') }),
    ];
    expect(
      pieces(amendments, t('2026-03-25T00:00:00Z'), '2026-03-01T00:00:00Z', '2026-04-01T00:00:00Z'),
    ).toEqual([
      ['2026-03-01', '2026-03-10', '2026-03-01'],
      ['2026-03-10', '2026-03-25', '2026-03-01'],
    ]);
  });

  it('refuses a card in another currency than the customer', () => {
    const other = { ...customer, cardCurrencies: new Map([['a', 'EUR']]) };
    const contract = contractHistory(name, origin, []);
    const range = { startTime: t('2026-03-01T00:00:00Z'), endTime: t('2026-03-02T00:00:00Z') };
    expect(() => contractPieces(other, contract, range)).toThrow(/FAILED_PRECONDITION|billed in USD/);
  });
});
