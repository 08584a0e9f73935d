import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { bffUrl } from '@/bff/client';
import type { QueryValue } from '@/bff/contract';
import type { CheckoutInitBody } from '@/bff/contracts/checkout-init';
import { checkoutInitSchema } from '@/bff/contracts/checkout-init.schema';
import { GIFT_SHIPPING_KINDS } from '@/bff/contracts/gift-shipping-costs';
import { giftShippingCostsSchema } from '@/bff/contracts/gift-shipping-costs.schema';
import { giftSubElementsSchema } from '@/bff/contracts/gift-sub-elements.schema';
import { paymentEligibilitySchema } from '@/bff/contracts/payment-eligibility.schema';
import { productOffersSchema } from '@/bff/contracts/product-offers.schema';
import { productQuoteSchema } from '@/bff/contracts/product-quote.schema';
import type { BffSchema } from '@/bff/schema';
import { addDays } from '@/domain/calendar';
import { PAX_BOUNDS } from '@/domain/guests/pax';
import { PARTNER_MINISITES } from '@/domain/model/content';
import { LOCALES } from '@/domain/model/locale';

/**
 * The product page's, gift's and checkout's contracts: what an island sends (a GET query printed by
 * bffUrl, a POST body as JSON) is what the route's schema reads back; every contract has its route.
 */

function expectRoundTrip<Query extends { [K in keyof Query]: QueryValue }>(schema: BffSchema<Query, unknown>, query: Query): void {
  const url = new URL(bffUrl(schema.contract, query), 'http://localhost');
  expect(url.pathname).toBe(schema.contract.path);
  expect(schema.parse(Object.fromEntries(url.searchParams))).toEqual({ success: true, data: withoutUndefined(query) });
}

const withoutUndefined = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;

const locale = fc.constantFrom(...LOCALES);
const id = fc.integer({ min: 1, max: 999_999_999_999_999 });
const day = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
const nights = fc.integer({ min: 1, max: 14 });
const minisite = fc.option(fc.constantFrom(...PARTNER_MINISITES), { nil: undefined });
const pax = fc.record({
  adult: fc.integer({ min: PAX_BOUNDS.adults.min, max: PAX_BOUNDS.adults.max }),
  child: fc.integer({ min: PAX_BOUNDS.children.min, max: PAX_BOUNDS.children.max }),
  baby: fc.integer({ min: PAX_BOUNDS.babies.min, max: PAX_BOUNDS.babies.max }),
});
/** A stay: a check-in with a checkout, a night count, or both (agreeing). */
const stayDates = fc.tuple(day, nights, fc.constantFrom('checkout', 'nights', 'both')).map(([checkin, length, form]) => ({
  checkin,
  checkout: form === 'nights' ? undefined : addDays(checkin, length),
  nights: form === 'checkout' ? undefined : length,
}));
const activitySelectionList = fc.option(
  fc.uniqueArray(fc.tuple(fc.integer({ min: 1, max: 999_999 }), fc.integer({ min: 0, max: 13 })), { minLength: 1, maxLength: 5, selector: ([activity]) => activity }).map((items) => items.map(([activity, dayIndex]) => `${activity}_${dayIndex}`).join('-')),
  { nil: undefined },
);

describe('every product, gift and checkout contract read back by its route', () => {
  it('product offers, with and without dates', () => {
    fc.assert(
      fc.property(locale, id, fc.option(day, { nil: undefined }), fc.option(nights, { nil: undefined }), pax, minisite, (site, productId, checkin, length, party, partner) =>
        expectRoundTrip(productOffersSchema, { locale: site, productId, checkin, nights: length, ...party, minisite: partner }),
      ),
    );
  });

  it('product quote, for every form of the dates and any activity choice', () => {
    fc.assert(
      fc.property(locale, id, stayDates, pax, activitySelectionList, minisite, (site, productId, dates, party, activities, partner) =>
        expectRoundTrip(productQuoteSchema, { locale: site, productId, ...dates, ...party, activitySelectionList: activities, minisite: partner }),
      ),
    );
  });

  it('payment eligibility', () => {
    const policy = fc.option(fc.constantFrom('FLEXIBLE', 'PARTIAL', 'NON_REFUNDABLE', 'FULL_REFUND'), { nil: undefined });
    fc.assert(
      fc.property(locale, fc.integer({ min: 1, max: 999_999_999 }), day, policy, fc.option(day, { nil: undefined }), (site, amount, checkinDate, type, until) =>
        expectRoundTrip(paymentEligibilitySchema, { locale: site, amount, checkinDate, cancellationPolicyType: type, cancellableUntil: until }),
      ),
    );
  });

  it('gift shipping costs and sub-elements', () => {
    fc.assert(fc.property(locale, fc.constantFrom(...GIFT_SHIPPING_KINDS), (site, kind) => expectRoundTrip(giftShippingCostsSchema, { locale: site, kind })));
    for (const site of LOCALES) expectRoundTrip(giftSubElementsSchema, { locale: site });
  });

  it('checkout init: the JSON body the island posts', () => {
    const insurance = fc.option(fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/), { nil: undefined });
    fc.assert(
      fc.property(locale, id, id, stayDates, pax, activitySelectionList, insurance, (site, productId, offerId, dates, party, activities, insuranceOfferId) => {
        const body: CheckoutInitBody = { locale: site, productId, offerId, ...dates, ...party, activitySelectionList: activities, insuranceOfferId };
        expect(checkoutInitSchema.parse(JSON.parse(JSON.stringify(body)))).toEqual({ success: true, data: withoutUndefined(body) });
      }),
    );
  });
});

describe('every product, gift and checkout contract has its route', () => {
  const schemas = [productOffersSchema, productQuoteSchema, paymentEligibilitySchema, giftShippingCostsSchema, giftSubElementsSchema, checkoutInitSchema];

  it.each(schemas.map((schema) => [schema.contract.path, schema.contract.method] as const))('%s answers %s', async (path, method) => {
    const file = join(process.cwd(), 'app', path, 'route.ts');
    expect(existsSync(file)).toBe(true);
    const route = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
    expect(typeof route[method]).toBe('function');
  });
});
