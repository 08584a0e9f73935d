import { entrySite, DEFAULT_ENTRY_SITE } from '@/domain/beneficiary/entry-site';
import { boxQueryOf, isRedemptionQuery } from '@/domain/beneficiary/product-mode';
import { checkoutVoucherCoverage, remainingAmountToPay, voucherCoverage } from '@/domain/beneficiary/redemption';
import { redemptionNights, voucherBooksProduct, type Voucher } from '@/domain/beneficiary/voucher';
import { toVoucher } from '@/api/beneficiary/calls';
import { voucherSchema } from '@/api/beneficiary/schemas';
import { normaliseVoucherCode, voucherCodeOf, voucherCodeProblem } from '@/domain/beneficiary/voucher-code';
import { VOUCHER_COOKIE_MAX_AGE_SECONDS, voucherCodeOfCookie, voucherCookieOptions } from '@/domain/beneficiary/voucher-cookie';
import { voucherFormSchema } from '@/domain/beneficiary/voucher-form';
import { giftDayStatus, supplementAmount } from '@/domain/calendar/availability';
import { localeOfSite } from '@/routing/sites';
import { staysPageRedirectOf, voucherHomeOf } from '@/screens/beneficiary/voucher-home';

describe('the voucher code rule', () => {
  it('accepts 8 to 16 letters, digits and dashes, whatever the case and the spaces around', () => {
    expect(voucherCodeProblem('EV011-BESP')).toBeNull();
    expect(voucherCodeProblem('  ev011-besp ')).toBeNull();
    expect(normaliseVoucherCode('  ev011-besp ')).toBe('EV011-BESP');
    expect(voucherCodeProblem('ABCD1234')).toBeNull();
    expect(voucherCodeProblem('ABCDEFGH12345678')).toBeNull();
  });

  it('says empty for nothing typed and malformed for anything else that is not a code', () => {
    expect(voucherCodeProblem('')).toBe('empty');
    expect(voucherCodeProblem('   ')).toBe('empty');
    for (const bad of ['ABC123', 'ABCDEFGH123456789', '-ABCD1234', 'ABCD1234-', 'ABCD 1234', 'ABCD_1234', 'ÉTÉ12345', 'AB/CD1234']) {
      expect(voucherCodeProblem(bad), bad).toBe('malformed');
    }
  });

  it('gives the normalised code or null, also for values that are not text', () => {
    expect(voucherCodeOf('ev011-besp')).toBe('EV011-BESP');
    expect(voucherCodeOf('nope')).toBeNull();
    expect(voucherCodeOf(42)).toBeNull();
    expect(voucherCodeOf('A'.repeat(100))).toBeNull();
  });

  it('is the form schema: its issue is the problem code the form translates', () => {
    expect(voucherFormSchema.safeParse({ code: 'EV011-BESP' }).success).toBe(true);
    const empty = voucherFormSchema.safeParse({ code: '' });
    expect(empty.success ? null : empty.error.issues[0]?.message).toBe('empty');
    const malformed = voucherFormSchema.safeParse({ code: 'ab' });
    expect(malformed.success ? null : malformed.error.issues[0]?.message).toBe('malformed');
  });
});

describe('the voucher cookie', () => {
  it('holds the code only: httpOnly, SameSite=Lax, every path, a day', () => {
    expect(voucherCookieOptions(true)).toEqual({ httpOnly: true, sameSite: 'lax', secure: true, path: '/', maxAge: VOUCHER_COOKIE_MAX_AGE_SECONDS });
    expect(voucherCookieOptions(false).secure).toBe(false);
  });

  it('reads a code back, and nothing from a missing, tampered or badly encoded value', () => {
    expect(voucherCodeOfCookie('EV011-BESP')).toBe('EV011-BESP');
    expect(voucherCodeOfCookie('ev011-besp')).toBe('EV011-BESP');
    expect(voucherCodeOfCookie(undefined)).toBeNull();
    expect(voucherCodeOfCookie(null)).toBeNull();
    expect(voucherCodeOfCookie('')).toBeNull();
    expect(voucherCodeOfCookie('%E0%A4%A')).toBeNull();
    expect(voucherCodeOfCookie('{"code":"EV011-BESP","value":99999}')).toBeNull();
  });
});

describe('the site /beneficiary/login leads to', () => {
  const choose = (referer: string | null, host: string | null = 'shop.test') => entrySite({ referer, host, localeOfSegment: localeOfSite });

  it("is the site of the same-host page the visitor came from", () => {
    expect(choose('https://shop.test/it-it/soggiorno/12')).toBe('it_IT');
    expect(choose('http://shop.test/nl-be')).toBe('nl_BE');
  });

  it('is the default site without a referer, from another host, a page of no site or a garbage referer', () => {
    expect(DEFAULT_ENTRY_SITE).toBe('fr_FR');
    expect(choose(null)).toBe('fr_FR');
    expect(choose('https://elsewhere.test/it-it/')).toBe('fr_FR');
    expect(choose('https://shop.test/')).toBe('fr_FR');
    expect(choose('https://shop.test/beneficiary/login')).toBe('fr_FR');
    expect(choose('not a url')).toBe('fr_FR');
    expect(choose('javascript:alert(1)')).toBe('fr_FR');
    expect(choose('https://shop.test/it-it/', null)).toBe('fr_FR');
  });
});

describe('the product page modes of the query', () => {
  it('reads a box code from ?box=, nothing from a bad, repeated or missing one', () => {
    expect(boxQueryOf({ box: 'WEEKEND-ROMANTIC-EBOX' })).toBe('WEEKEND-ROMANTIC-EBOX');
    expect(boxQueryOf({})).toBeNull();
    expect(boxQueryOf({ box: '' })).toBeNull();
    expect(boxQueryOf({ box: 'weekend-romantic-ebox' })).toBeNull();
    expect(boxQueryOf({ box: 'A'.repeat(41) })).toBeNull();
    expect(boxQueryOf({ box: '../../etc' })).toBeNull();
    expect(boxQueryOf({ box: ['A-EBOX', 'B-EBOX'] })).toBeNull();
  });

  it('is redemption for flow=beneficiary only', () => {
    expect(isRedemptionQuery({ flow: 'beneficiary' })).toBe(true);
    expect(isRedemptionQuery({ flow: 'gifting' })).toBe(false);
    expect(isRedemptionQuery({ flow: ['beneficiary', 'beneficiary'] })).toBe(false);
    expect(isRedemptionQuery({})).toBe(false);
  });
});

describe('included, supplement and the remaining amount (part 1 §3, §4)', () => {
  it('remains what the voucher does not cover, never below zero', () => {
    expect(remainingAmountToPay(20000, 14990)).toBe(5010);
    expect(remainingAmountToPay(14990, 14990)).toBe(0);
    expect(remainingAmountToPay(9000, 14990)).toBe(0);
  });

  it('marks a day included when price minus gift value is not positive, else a supplement of what remains (the calendar’s rule)', () => {
    const day = (amount: number) => ({ amount, minLos: 1 });
    expect(giftDayStatus(day(14990), 14990)).toBe('included');
    expect(giftDayStatus(day(12000), 14990)).toBe('included');
    expect(giftDayStatus(day(14991), 14990)).toBe('supplement');
    expect(giftDayStatus(undefined, 14990)).toBe('notAvailable');
    // The supplement a day shows is what the beneficiary pays: one amount, whoever computes it.
    for (const amount of [1, 14989, 14990, 14991, 30000]) expect(supplementAmount(day(amount), 14990)).toBe(remainingAmountToPay(amount, 14990));
  });

  it('covers the voucher’s value but never more than the stay: covered + remaining is the price', () => {
    expect(voucherCoverage(34500, 34990)).toBe(34500);
    expect(voucherCoverage(42800, 34990)).toBe(34990);
    expect(voucherCoverage(0, 34990)).toBe(0);
    for (const price of [0, 1, 34989, 34990, 34991, 80000]) expect(voucherCoverage(price, 34990) + remainingAmountToPay(price, 34990)).toBe(price);
  });

  it('on a checkout, covers what the promo code and gift cards leave (contract §1 order), never more', () => {
    const price = { totalPrice: 35700, promoCodeReductionAmount: 2000, giftcards: [{ usedAmount: 5000 }] };
    expect(checkoutVoucherCoverage(price, 34990)).toBe(28700);
    expect(checkoutVoucherCoverage({ ...price, promoCodeReductionAmount: 0, giftcards: [] }, 34990)).toBe(34990);
    expect(checkoutVoucherCoverage({ totalPrice: 34500, promoCodeReductionAmount: 0, giftcards: [] }, 34990)).toBe(34500);
  });
});

describe('box and gift-stay vouchers (contract §7)', () => {
  const box: Voucher = { code: 'EV031-ZWZS', type: 'BOX', boxCode: 'ROMANTIC-PRESTIGE-EBOX', productId: null, nights: null, value: 34990, expiresOn: null };
  const stay: Voucher = { code: 'SV7K2M9QXA', type: 'SINGLEVOUCHER', boxCode: null, productId: 100010, nights: 2, value: 40000, expiresOn: null };

  it('reads a lookup without a type as a box voucher, and a gift stay’s product and nights', () => {
    const seeded = voucherSchema.parse({ code: 'EV031-ZWZS', boxCode: 'ROMANTIC-PRESTIGE-EBOX', value: 34990, status: 'VALID', expiresOn: '2028-05-25' });
    expect(toVoucher(seeded)).toEqual({ ...box, expiresOn: '2028-05-25' });
    const issued = voucherSchema.parse({ code: 'SV7K2M9QXA', type: 'SINGLEVOUCHER', boxCode: null, productId: 100010, nights: 2, value: 40000, status: 'VALID' });
    expect(toVoucher(issued)).toEqual(stay);
  });

  it('refuses a lookup that names neither a box nor a stay and its nights', () => {
    expect(voucherSchema.safeParse({ code: 'EV031-ZWZS', value: 34990 }).success).toBe(false);
    expect(voucherSchema.safeParse({ code: 'SV7K2M9QXA', type: 'SINGLEVOUCHER', productId: 100010, value: 40000 }).success).toBe(false);
    expect(voucherSchema.safeParse({ code: 'SV7K2M9QXA', type: 'GIFTCARD', boxCode: 'X', value: 40000 }).success).toBe(false);
  });

  it('prices a box voucher’s days for 1 night (each day’s minimum stay) and a gift stay for its own nights, on its own stay only', () => {
    expect(redemptionNights(box)).toBe(1);
    expect(redemptionNights(stay)).toBe(2);
    expect(voucherBooksProduct(box, 100018)).toBe(true);
    expect(voucherBooksProduct(stay, 100010)).toBe(true);
    expect(voucherBooksProduct(stay, 100018)).toBe(false);
  });

  it('a box voucher books the stays its box lists; when the list is not known (its call failed) init-checkout decides', () => {
    expect(voucherBooksProduct(box, 100018, new Set([100017, 100018]))).toBe(true);
    expect(voucherBooksProduct(box, 100019, new Set([100017, 100018]))).toBe(false);
    expect(voucherBooksProduct(box, 100019, new Set())).toBe(false);
    expect(voucherBooksProduct(box, 100019, null)).toBe(true);
    // A gift stay's own stay decides, whatever a box list says.
    expect(voucherBooksProduct(stay, 100010, new Set())).toBe(true);
    expect(voucherBooksProduct(stay, 100018, new Set([100018]))).toBe(false);
  });

  it('the beneficiary stays page of a gift-stay holder is their stay’s redemption page; a box voucher’s (or none) lists stays', () => {
    expect(staysPageRedirectOf('es_ES', stay)).toBe('/es-es/escapada/100010?flow=beneficiary');
    expect(staysPageRedirectOf('es_ES', box)).toBeNull();
    expect(staysPageRedirectOf('es_ES', null)).toBeNull();
    expect(voucherHomeOf('fr_FR', box, 'Week-end gourmand')).toEqual({ kind: 'box', title: 'Week-end gourmand', href: '/fr-fr/beneficiaire' });
    expect(voucherHomeOf('fr_FR', stay, 'Séjour à Lyon')).toEqual({ kind: 'stay', title: 'Séjour à Lyon', href: '/fr-fr/sejour/100010?flow=beneficiary' });
  });
});

describe('the beneficiary routes', () => {
  it('resolve the fixed entry path and each site’s login page, and print them back', async () => {
    const { resolve } = await import('@/routing/resolve');
    const { href, hrefOf } = await import('@/routing/href');
    expect(resolve(['beneficiary', 'login'])).toEqual({ screen: 'beneficiary-entry', locale: null, params: {} });
    expect(resolve(['beneficiary'])).toBeNull();
    expect(resolve(['beneficiary', 'login', 'x'])).toBeNull();
    expect(href.beneficiaryLogin()).toBe('/beneficiary/login');
    for (const locale of ['fr_FR', 'fr_BE', 'nl_NL', 'nl_BE', 'it_IT', 'es_ES'] as const) {
      const path = href.beneficiaryLoginPage(locale);
      const route = resolve(path.split('/').filter(Boolean));
      expect(route, path).toEqual({ screen: 'beneficiary-login', locale, params: {} });
      expect(hrefOf(route!)).toBe(path);
    }
    expect(href.beneficiaryLoginPage('fr_FR')).toBe('/fr-fr/beneficiaire/connexion');
    // The beneficiary's stays keep their path.
    expect(resolve(['fr-fr', 'beneficiaire'])).toMatchObject({ screen: 'search', params: { flow: 'beneficiary' } });
  });
});
