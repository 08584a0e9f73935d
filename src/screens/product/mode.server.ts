import 'server-only';
import { boxDetailOrNull, fetchBoxDetail } from '@/api/box';
import { fetchBeneficiaryBoxOffers } from '@/api/search';
import { boxQueryOf, isRedemptionQuery } from '@/domain/beneficiary/product-mode';
import { voucherBooksProduct, type Voucher, type VoucherType } from '@/domain/beneficiary/voucher';
import type { Locale } from '@/domain/model/locale';
import { getSiteConfig } from '@/server/site-config';
import { voucherHomeOf, type VoucherHome } from '../beneficiary/voucher-home';
import { beneficiaryVoucherOf } from '../beneficiary/voucher-panel.server';

/**
 * How the product page is opened (besides booking and gifting, flow.ts):
 * - redemption (`?flow=beneficiary`): the voucher of the visitor's cookie, looked up again; without
 *   a usable one the page says why and links to the code form (it never fails for that); a voucher
 *   this stay is not for (a gift stay's voucher on another stay, a box voucher on a stay outside its
 *   box) names what it is for with its link (problem 'otherProduct');
 * - box (`?box=<code>`, from a box's stays): the stay as included in that box; a code the box
 *   detail does not know is the ordinary page.
 */
export type ProductMode =
  | { kind: 'ordinary' }
  | {
      kind: 'redemption';
      /** title: the box's, or the gift stay's; nights: a gift stay's own (the calendar's stay length), else null. */
      voucher: { code: string; type: VoucherType; value: number; title: string; nights: number | null; home: VoucherHome } | null;
      problem: 'none' | 'refused' | 'unavailable' | 'otherProduct' | null;
      /** What the voucher is for (its stay, or its box's stays list), when this page is not one of them. */
      elsewhere: VoucherHome | null;
    }
  | { kind: 'box'; box: { code: string; title: string; sellPrice: number | null; slug: string | null } };

/** The product as the redemption checks it: its id, and its hotel (the box offers call's hotelId). */
export interface RedeemedProduct {
  id: number;
  hotelId: number;
}

/** A hotel has a handful of packages; the spec's hotel search asks 20 per hotel (part 1 §9). */
const PACKAGES_PER_HOTEL = 20;

/**
 * The box's stays at the product's hotel, by the spec's call (part 1 §7: the beneficiary box offers with
 * hotelId, numberOfPackagesPerHotel and the platform's affiliate id): null when the call failed.
 */
async function boxStaysAtHotel(locale: Locale, voucher: Voucher, hotelId: number): Promise<ReadonlySet<number> | null> {
  if (voucher.type !== 'BOX') return null;
  const result = await fetchBeneficiaryBoxOffers({
    locale,
    hotelId,
    numberOfPackagesPerHotel: PACKAGES_PER_HOTEL,
    limit: PACKAGES_PER_HOTEL,
    affiliateId: getSiteConfig().search.beneficiaryAffiliateId,
    boxCode: voucher.boxCode,
  });
  return result.ok ? new Set(result.data.cards.map((card) => card.id)) : null;
}

export async function productModeOf(locale: Locale, searchParams: Readonly<Record<string, string | string[] | undefined>>, product: RedeemedProduct): Promise<ProductMode> {
  if (isRedemptionQuery(searchParams)) {
    const panel = await beneficiaryVoucherOf(locale);
    if (panel.state !== 'valid') return { kind: 'redemption', voucher: null, problem: panel.state, elsewhere: null };
    const { voucher } = panel;
    const home = voucherHomeOf(locale, voucher, panel.title);
    if (!voucherBooksProduct(voucher, product.id, await boxStaysAtHotel(locale, voucher, product.hotelId))) {
      return { kind: 'redemption', voucher: null, problem: 'otherProduct', elsewhere: home };
    }
    return {
      kind: 'redemption',
      voucher: { code: voucher.code, type: voucher.type, value: voucher.value, title: panel.title, nights: voucher.nights, home },
      problem: null,
      elsewhere: null,
    };
  }
  const boxCode = boxQueryOf(searchParams);
  if (boxCode !== null) {
    const box = boxDetailOrNull(await fetchBoxDetail({ code: boxCode, locale }));
    if (box) return { kind: 'box', box: { code: box.code, title: box.title, sellPrice: box.sellPrice, slug: box.slug } };
  }
  return { kind: 'ordinary' };
}
