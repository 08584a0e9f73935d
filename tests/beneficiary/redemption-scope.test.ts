import { http, HttpResponse } from 'msw';
import { POST as voucherRoute } from '../../app/api/beneficiary/voucher/route';
import { issuedVouchers } from '../../mocks/vouchers/vouchers';
import { VOUCHER_COOKIE } from '@/domain/beneficiary/voucher-cookie';
import { resolve, type RouteOf } from '@/routing';
import { href } from '@/routing/href';
import { productModeOf } from '@/screens/product/mode.server';
import { load as searchLoad } from '@/screens/search/load';
import type { ScreenContext } from '@/screens/screen-module';
import { SIMULATOR_ORIGIN } from '../setup/env';
import { simulator } from '../setup/simulator';
import { postRequest } from '../bff/helpers';
import { catalogue } from '../bff/stays';

/**
 * What a voucher opens (issue 23), over the in-process simulator with the voucher cookie in an
 * in-memory jar: a box voucher is for its box's stays only — the product page asks the beneficiary
 * box offers for the product's hotel and, on a stay outside the box, names the box with a link to
 * its stays list; a failing offers call lets the holder through (init-checkout decides); a gift-stay
 * holder's stays page leads to their stay.
 */
const jar = vi.hoisted(() => new Map<string, string>());
vi.mock('next/headers', async (importOriginal) => (await import('../setup/cookie-jar')).withCookieJar(await importOriginal<typeof import('next/headers')>(), jar));

const LOCALE = 'fr_FR';
const REDEMPTION = { flow: 'beneficiary' };
const staysList = href.search(LOCALE, { flow: 'beneficiary' });

const voucher = [...issuedVouchers(catalogue).values()].find((candidate) => candidate.state === 'valid')!;
const box = catalogue.boxes.find((candidate) => candidate.code === voucher.boxCode)!;
const inBox = new Set(box.packageIds);
const bookable = (id: number) => {
  const pkg = catalogue.index.packageById.get(id);
  return pkg !== undefined && catalogue.index.hotelById.get(pkg.hotelId)?.active === true;
};
const boxStay = catalogue.packages.find((pkg) => inBox.has(pkg.id) && bookable(pkg.id))!;
// Outside the box, at a hotel one of the box's stays is at when there is one: the hotel alone does not decide.
const outside =
  catalogue.packages.find((pkg) => !inBox.has(pkg.id) && bookable(pkg.id) && catalogue.packages.some((other) => other.hotelId === pkg.hotelId && inBox.has(other.id))) ??
  catalogue.packages.find((pkg) => !inBox.has(pkg.id) && bookable(pkg.id))!;
const product = (pkg: { id: number; hotelId: number }) => ({ id: pkg.id, hotelId: pkg.hotelId });

/** A gift-stay voucher as the lookup answers it (contract §7). */
const STAY_VOUCHER = { code: 'SV7K2M9QXB', type: 'SINGLEVOUCHER', boxCode: null, productId: boxStay.id, nights: 2, value: 40_000, status: 'VALID', expiresOn: '2027-11-28' };

const signIn = async (code: string) => {
  const response = await voucherRoute(postRequest('/api/beneficiary/voucher', { locale: LOCALE, code }));
  expect(response.status).toBe(200);
  expect(jar.get(VOUCHER_COOKIE)).toBe(code);
};

beforeEach(() => {
  jar.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('a box voucher on the product page', () => {
  it('on one of its box’s stays: the redemption panel, its home the box’s stays list', async () => {
    await signIn(voucher.code);
    const mode = await productModeOf(LOCALE, REDEMPTION, product(boxStay));
    expect(mode).toMatchObject({ kind: 'redemption', problem: null, elsewhere: null });
    expect(mode.kind === 'redemption' && mode.voucher).toMatchObject({ code: voucher.code, type: 'BOX', home: { kind: 'box', title: box.title.fr, href: staysList } });
  });

  it('on a stay outside its box: no panel, the notice names the box and links to its stays list', async () => {
    await signIn(voucher.code);
    expect(await productModeOf(LOCALE, REDEMPTION, product(outside))).toEqual({
      kind: 'redemption',
      voucher: null,
      problem: 'otherProduct',
      elsewhere: { kind: 'box', title: box.title.fr, href: staysList },
    });
  });

  it('asks the spec’s call: the beneficiary box offers of the box at the product’s hotel, with the affiliate id', async () => {
    await signIn(voucher.code);
    const asked: URL[] = [];
    simulator.events.on('request:start', ({ request }) => {
      if (request.url.includes('/beneficiary/boxes/offers')) asked.push(new URL(request.url));
    });
    await productModeOf(LOCALE, REDEMPTION, product(outside));
    simulator.events.removeAllListeners('request:start');
    expect(asked).toHaveLength(1);
    const query = asked[0]!.searchParams;
    expect({ boxCode: query.get('boxCode'), hotelId: query.get('hotelId'), perHotel: query.get('numberOfPackagesPerHotel') }).toEqual({
      boxCode: box.code,
      hotelId: String(outside.hotelId),
      perHotel: '20',
    });
    expect(query.get('selectivePublicationAffiliateId')).toBeTruthy();
  });

  it('a failing offers call does not lock the holder out: the panel, and init-checkout decides at Book', async () => {
    await signIn(voucher.code);
    simulator.use(http.get(`${SIMULATOR_ORIGIN}/origin/beneficiary/boxes/offers`, () => HttpResponse.json({ error: 'down' }, { status: 503 })));
    const mode = await productModeOf(LOCALE, REDEMPTION, product(boxStay));
    expect(mode).toMatchObject({ kind: 'redemption', problem: null, voucher: { code: voucher.code } });
  });
});

describe('a gift-stay voucher', () => {
  const answerStayVoucher = () =>
    simulator.use(http.get(`${SIMULATOR_ORIGIN}/origin/beneficiary/vouchers/${STAY_VOUCHER.code}`, () => HttpResponse.json(STAY_VOUCHER)));
  const ownStay = href.product(LOCALE, STAY_VOUCHER.productId, undefined, { flow: 'beneficiary' });

  it('on another stay: the same notice, naming its stay with that stay’s link', async () => {
    answerStayVoucher();
    await signIn(STAY_VOUCHER.code);
    expect(await productModeOf(LOCALE, REDEMPTION, product(outside))).toMatchObject({
      kind: 'redemption',
      voucher: null,
      problem: 'otherProduct',
      elsewhere: { kind: 'stay', href: ownStay },
    });
  });

  describe('the beneficiary stays page', () => {
    const route = resolve(['fr-fr', 'beneficiaire']) as RouteOf<'search'>;
    const context = { request: { customerCare: false }, searchParams: {}, now: new Date(`${catalogue.today}T09:00:00Z`), siteUrl: 'https://www.escapade.test' } as unknown as ScreenContext;

    it('leads a gift-stay holder to their stay (replace redirect, before rendering)', async () => {
      expect(route).toMatchObject({ screen: 'search', params: { flow: 'beneficiary' } });
      answerStayVoucher();
      await signIn(STAY_VOUCHER.code);
      const thrown = await searchLoad(route, context).then(
        () => null,
        (error: unknown) => error as { digest?: string },
      );
      expect(thrown?.digest).toBe(`NEXT_REDIRECT;replace;${ownStay};307;`);
    });

    it('lists a box voucher’s stays (no redirect)', async () => {
      await signIn(voucher.code);
      const data = await searchLoad(route, context);
      expect(data.voucher).toMatchObject({ state: 'valid', boxCode: box.code });
      expect(data.path.boxCode).toBe(box.code);
    });
  });
});
