/** `contractTermsAt` (pure): the terms of a contract at an instant, from its row and its amendments. */
import { describe, expect, it } from 'vitest';
import {
  type AmendmentTermsSource,
  amendmentStatus,
  type ContractTermsSource,
  contractStatus,
  contractTermsAt,
  type RateOverride,
} from '../src/index.ts';

const t = (iso: string) => new Date(iso);
const override = (value: string): RateOverride => ({
  baseRateId: 'r1',
  product: '',
  dimensionValues: {},
  unit: { unitPrice: { amount: { value }, currencyCode: 'USD' } },
});

const contract: ContractTermsSource = {
  rateCardId: 'card-a',
  rateOverrides: [override('1')],
  startTime: t('2026-01-01T00:00:00Z'),
  endTime: null,
  endedTime: null,
  billingAnchorDay: 1,
};

let seq = 0;
function amendment(effective: string, change: Partial<AmendmentTermsSource>): AmendmentTermsSource {
  seq++;
  return {
    seq: String(seq),
    effectiveTime: t(effective),
    rateCardId: null,
    rateOverrides: null,
    contractEndTime: null,
    canceledTime: null,
    ...change,
  };
}

describe('contractTermsAt', () => {
  it('returns the terms of creation without amendments', () => {
    expect(contractTermsAt(contract, [], t('2026-02-01T00:00:00Z'))).toEqual({
      rateCardId: 'card-a',
      rateOverrides: [override('1')],
      startTime: contract.startTime,
      endTime: null,
      billingAnchorDay: 1,
    });
  });

  it('applies amendments from their effectiveTime (inclusive), each changing only what it sets', () => {
    const amendments = [
      amendment('2026-04-01T00:00:00Z', { rateOverrides: [] }),
      amendment('2026-03-01T00:00:00Z', { rateCardId: 'card-b' }),
      amendment('2026-05-01T00:00:00Z', { contractEndTime: t('2026-12-01T00:00:00Z') }),
    ];
    const at = (iso: string) => contractTermsAt(contract, amendments, t(iso));
    expect(at('2026-02-28T23:59:59Z')).toMatchObject({
      rateCardId: 'card-a',
      rateOverrides: [override('1')],
    });
    expect(at('2026-03-01T00:00:00Z')).toMatchObject({
      rateCardId: 'card-b',
      rateOverrides: [override('1')],
    });
    expect(at('2026-04-15T00:00:00Z')).toMatchObject({
      rateCardId: 'card-b',
      rateOverrides: [],
      endTime: null,
    });
    expect(at('2026-05-01T00:00:00Z')).toMatchObject({
      rateCardId: 'card-b',
      rateOverrides: [],
      endTime: t('2026-12-01T00:00:00Z'),
    });
  });

  it('ignores canceled amendments and orders same-time amendments by creation', () => {
    const amendments = [
      amendment('2026-03-01T00:00:00Z', { rateCardId: 'first' }),
      amendment('2026-03-01T00:00:00Z', { rateCardId: 'second' }),
      amendment('2026-03-01T00:00:00Z', {
        rateCardId: 'canceled',
        canceledTime: t('2026-02-01T00:00:00Z'),
      }),
    ];
    expect(contractTermsAt(contract, amendments, t('2026-03-02T00:00:00Z')).rateCardId).toBe('second');
  });

  it('lets an end set by :end override the ends of creation and amendments', () => {
    const ended = { ...contract, endTime: t('2026-10-01T00:00:00Z'), endedTime: t('2026-06-01T00:00:00Z') };
    const amendments = [amendment('2026-03-01T00:00:00Z', { contractEndTime: t('2027-01-01T00:00:00Z') })];
    expect(contractTermsAt(ended, amendments, t('2026-04-01T00:00:00Z')).endTime).toEqual(
      t('2026-06-01T00:00:00Z'),
    );
    expect(
      contractTermsAt({ ...ended, endedTime: null }, amendments, t('2026-02-01T00:00:00Z')).endTime,
    ).toEqual(t('2026-10-01T00:00:00Z'));
  });

  it('derives contract and amendment status from the clock', () => {
    const terms = contractTermsAt(
      { ...contract, endTime: t('2026-06-01T00:00:00Z') },
      [],
      t('2026-01-01T00:00:00Z'),
    );
    expect(contractStatus(terms, t('2025-12-31T23:59:59Z'))).toBe('SCHEDULED');
    expect(contractStatus(terms, t('2026-01-01T00:00:00Z'))).toBe('ACTIVE');
    expect(contractStatus(terms, t('2026-06-01T00:00:00Z'))).toBe('ENDED');
    const a = { effectiveTime: t('2026-03-01T00:00:00Z'), canceledTime: null };
    expect(amendmentStatus(a, t('2026-02-28T00:00:00Z'))).toBe('SCHEDULED');
    expect(amendmentStatus(a, t('2026-03-01T00:00:00Z'))).toBe('APPLIED');
    expect(
      amendmentStatus({ ...a, canceledTime: t('2026-02-01T00:00:00Z') }, t('2026-04-01T00:00:00Z')),
    ).toBe('CANCELED');
  });
});
