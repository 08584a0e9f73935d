import { clearCheckouts, clearPriceDrifts } from '../../mocks/checkout';
import { takePriceDrift } from '../../mocks/checkout/price-drift';
import { bookableStay } from '../bff/stays';
import { SIMULATOR_ORIGIN } from '../setup/env';

/**
 * The price-drift knob (mocks/checkout/price-drift.ts) over the simulator's HTTP surface: a rule
 * shifts the stay price of the init-checkout or quote calls it matches, for a number of calls or
 * until removed; DELETE /__admin/price-drift and DELETE /__admin/records remove every rule.
 */
const api = (path: string) => `${SIMULATOR_ORIGIN}/api${path}`;
const admin = (path: string) => `${SIMULATOR_ORIGIN}/__admin${path}`;
const stay = bookableStay({ datedActivity: true });
const other = bookableStay({ skip: 3 });

const drift = (rule: Record<string, unknown>) =>
  fetch(admin('/price-drift'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(rule) });

interface PriceInfo {
  sellPrice: number;
  refPrice: number;
  moneySaved: number;
  totalPrice?: number;
}

async function initPrice(target = stay): Promise<PriceInfo> {
  const response = await fetch(api('/checkout/init.json'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      productId: target.pkg.id,
      offerId: target.pkg.id,
      checkin: target.checkin,
      checkout: target.checkout,
      adult: 2,
      activitySelectionList: target.activitySelectionList,
      locale: 'fr_FR',
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { priceInfo: PriceInfo }).priceInfo;
}

async function quotePrice(target = stay, realtime = true): Promise<PriceInfo> {
  const query = new URLSearchParams({ checkin: target.checkin, [realtime ? 'night' : 'nights']: String(target.nights), adult: '2', locale: 'fr_FR' });
  if (target.activitySelectionList) query.set('activitySelectionList', target.activitySelectionList);
  const response = await fetch(api(`/weekend/${target.pkg.id}/${realtime ? 'quote-realtime' : 'quote'}.json?${query}`));
  expect(response.status).toBe(200);
  return ((await response.json()) as { priceInfo: PriceInfo }).priceInfo;
}

afterEach(() => {
  clearPriceDrifts();
  clearCheckouts();
});

describe('price drift (simulator admin)', () => {
  it('shifts the checkout of the matching stay for the given number of calls, then prices as the quote again', async () => {
    const quoted = await quotePrice();
    const rule = await drift({ target: 'checkout-init', amount: 1500, weekendId: stay.pkg.id, remaining: 1 });
    expect(rule.status).toBe(201);
    expect(await rule.json()).toMatchObject({ id: expect.any(Number), target: 'checkout-init', amount: 1500, weekendId: stay.pkg.id, remaining: 1 });
    // Another stay is not touched, nor is the quote of the drifted one.
    expect((await initPrice(other)).sellPrice).toBe((await quotePrice(other)).sellPrice);
    expect((await quotePrice()).sellPrice).toBe(quoted.sellPrice);

    const shifted = await initPrice();
    expect(shifted.sellPrice).toBe(quoted.sellPrice + 1500);
    expect(shifted.totalPrice).toBe(shifted.sellPrice);
    expect(shifted.moneySaved).toBe(Math.max(0, quoted.refPrice - shifted.sellPrice));
    expect((await initPrice()).sellPrice).toBe(quoted.sellPrice);
    expect(await (await fetch(admin('/price-drift'))).json()).toEqual([]);
  });

  it('without a weekendId, shifts both quote calls of any stay downwards, never below 0, until DELETE /__admin/price-drift', async () => {
    const quoted = await quotePrice();
    expect((await drift({ target: 'quote', amount: -700 })).status).toBe(201);
    expect((await quotePrice()).sellPrice).toBe(quoted.sellPrice - 700);
    expect((await quotePrice(stay, false)).sellPrice).toBe(quoted.sellPrice - 700);
    expect((await initPrice()).sellPrice).toBe(quoted.sellPrice);

    await drift({ target: 'quote', amount: -(quoted.sellPrice + 1_000) });
    expect((await quotePrice()).sellPrice).toBe(0);

    expect((await fetch(admin('/price-drift'), { method: 'DELETE' })).status).toBe(204);
    expect((await quotePrice()).sellPrice).toBe(quoted.sellPrice);
  });

  it('is reset with every record by DELETE /__admin/records', async () => {
    await drift({ target: 'checkout-init', amount: 999 });
    expect(await (await fetch(admin('/price-drift'))).json()).toHaveLength(1);
    expect((await fetch(admin('/records'), { method: 'DELETE' })).status).toBe(204);
    expect(await (await fetch(admin('/price-drift'))).json()).toEqual([]);
    expect((await initPrice()).sellPrice).toBe((await quotePrice()).sellPrice);
  });

  it('a refused init call takes nothing from the rule', async () => {
    await drift({ target: 'checkout-init', amount: 500, weekendId: stay.pkg.id, remaining: 1 });
    const refused = await fetch(api('/checkout/init.json'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ productId: stay.pkg.id, offerId: stay.pkg.id, checkin: stay.checkin, nights: stay.nights, adult: 2, locale: 'fr_FR', activitySelectionList: '1_99' }),
    });
    expect(refused.status).toBe(400);
    expect((await initPrice()).sellPrice).toBe((await quotePrice()).sellPrice + 500);
  });

  it('refuses a rule without a known target or with a zero, fractional or missing amount', async () => {
    for (const body of [{ amount: 100 }, { target: 'offers', amount: 100 }, { target: 'quote', amount: 0 }, { target: 'quote', amount: 1.5 }, { target: 'quote' }, { target: 'quote', amount: 5, remaining: 0 }, { target: 'quote', amount: 5, weekendId: 'x' }]) {
      expect((await drift(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await (await fetch(admin('/price-drift'))).json()).toEqual([]);
  });

  it('adds up matching rules and counts down only the ones with a count', () => {
    clearPriceDrifts();
    return Promise.all([drift({ target: 'quote', amount: 100, weekendId: 7 }), drift({ target: 'quote', amount: 50, remaining: 2 })]).then(() => {
      expect(takePriceDrift('quote', 7)).toBe(150);
      expect(takePriceDrift('quote', 8)).toBe(50);
      expect(takePriceDrift('quote', 7)).toBe(100);
      expect(takePriceDrift('checkout-init', 7)).toBe(0);
    });
  });
});
