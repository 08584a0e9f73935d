import { GET } from '../../app/api/payment/eligibility/route';
import { addFaultRule } from '../../mocks/faults';
import { paymentEligibilityContract, type PaymentEligibilityAnswer } from '@/bff/contracts/payment-eligibility';
import { expectBffError, getRequest, spyUpstream } from './helpers';
import { addDays, catalogue } from './stays';

/** GET /api/payment/eligibility over the in-process simulator (its instalment rules judge on its today). */
const base = { locale: 'fr_FR', amount: 30_000, checkinDate: addDays(catalogue.today, 30), cancellationPolicyType: 'FLEXIBLE', cancellableUntil: addDays(catalogue.today, 23) };
const call = (query: Record<string, string | number | undefined>) => GET(getRequest(paymentEligibilityContract.path, query));

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('GET /api/payment/eligibility', () => {
  it('answers the payment methods of the total, uncached', async () => {
    const response = await call(base);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { paymentMethods } = (await response.json()) as PaymentEligibilityAnswer;
    expect(paymentMethods.map((method) => [method.type, method.eligible])).toEqual([
      ['3x', true],
      ['4x', true],
      ['later', true],
    ]);
    expect(paymentMethods.find((method) => method.type === 'later')?.installments[0]?.date).toBe(base.cancellableUntil);
  });

  it('asks for the site’s country as the point of sale, and the API’s rules decide (150 € is too little for 3x)', async () => {
    const upstream = spyUpstream();
    const response = await call({ ...base, locale: 'nl_BE', amount: 15_000, cancellationPolicyType: undefined, cancellableUntil: undefined });
    expect(response.status).toBe(200);
    const url = new URL(upstream.urls().find((asked) => asked.includes('/purchase/alma/eligibility'))!);
    expect(Object.fromEntries(url.searchParams)).toEqual({ amount: '15000', checkinDate: base.checkinDate, pointOfSale: 'BE' });
    const { paymentMethods } = (await response.json()) as PaymentEligibilityAnswer;
    expect(paymentMethods.find((method) => method.type === '3x')?.eligible).toBe(false);
  });

  it.each([
    ['no amount', { amount: undefined }],
    ['a zero amount', { amount: 0 }],
    ['a decimal amount', { amount: '120.50' }],
    ['no check-in date', { checkinDate: undefined }],
    ['a check-in that is not a day', { checkinDate: '2026-13-01' }],
    ['a deadline that is not a day', { cancellableUntil: 'tomorrow' }],
    ['a policy type that is not a code', { cancellationPolicyType: 'flexible; drop' }],
    ['an unknown locale', { locale: 'en_GB' }],
  ])('refuses %s (400 invalid-query)', async (_, overrides) => {
    await expectBffError(await call({ ...base, ...overrides }), 400, 'invalid-query');
  });

  it('passes a failure on as the upstream error', async () => {
    addFaultRule({ path: '/purchase/alma/eligibility', fault: { kind: 'status', status: 500 } });
    await expectBffError(await call(base), 502, 'upstream');
  });
});
