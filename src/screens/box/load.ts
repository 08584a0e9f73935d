import { boxDetailOrNull, fetchBoxDetail } from '@/api/box';
import { fetchBoxShippingCosts } from '@/api/gift';
import type { BoxOffersAnswer } from '@/bff/contracts/box-offers';
import { boxEquivalents } from '@/crawlers/box-alternates';
import { loadBoxesBySite } from '@/crawlers/boxes-by-site.server';
import { boxCodeForFormat, boxPhysicalFormat, shouldAskBoxShipping } from '@/domain/box';
import type { BoxDetail } from '@/domain/model/box';
import { pointOfSale } from '@/domain/model/locale';
import type { PhysicalFormatState } from '@/domain/product/gift-format';
import { deliveryFee, type DeliveryFee } from '@/domain/product/gift-terms';
import { giftShippingAmount } from '@/domain/product/gift-total';
import type { KnownEquivalents, RouteOf } from '@/routing';
import { getSiteConfig } from '@/server/site-config';
import { getFeatures } from '@/settings/features';
import type { ScreenContext } from '../screen-module';
import { loadBoxStaysPage } from './stays.server';

export type BoxData =
  | {
      kind: 'box';
      box: BoxDetail & { sellPrice: number };
      /** The digital code: the canonical page, the stays' box mode and the gift's codes derive from it. */
      digitalCode: string;
      /** The physical version's code, null when the box has none. */
      physicalCode: string | null;
      physical: PhysicalFormatState;
      /** The physical format's delivery fee to the site's country; null when unknown (not asked or failed). */
      physicalFee: DeliveryFee | null;
      /** The first page of stays, rendered with the page; null when its call failed (the list offers a retry). */
      firstStays: BoxOffersAnswer | null;
      mapTileUrl: string;
      /** The same box's page in each site, for hreflang (null: not listed there). */
      equivalents: KnownEquivalents;
    }
  /** The detail call failed (not a 404): 'Oops, something went wrong' (part 2 §8), still 200. */
  | { kind: 'unavailable' };

/**
 * The box page's data, on the server: the box detail, the shipping costs of its physical version
 * (asked only when that version can be offered here) and the first page of its stays. An unknown
 * code, or an answer without one, is the not-found page (part 1 §8: error or no code yields null),
 * decided by the proxy's exists check before the first byte.
 */
export async function load(route: RouteOf<'box'>, context: ScreenContext): Promise<BoxData | null> {
  void context;
  const { locale, params } = route;
  const result = await fetchBoxDetail({ code: params.code, locale });
  if (!result.ok) return result.error.kind === 'http' && result.error.status === 404 ? null : { kind: 'unavailable' };
  const box = boxDetailOrNull(result);
  if (box === null) return null;
  // A box without a price cannot be offered: treated as the failure it is, not as a free box.
  if (box.sellPrice === null) return { kind: 'unavailable' };

  const digitalCode = box.digitalCode ?? boxCodeForFormat(box.code, 'digital');
  const physicalCode = box.physicalCode ?? null;
  const pos = pointOfSale(locale);
  const physicalGiftEnabled = getFeatures().physicalGift;
  const askShipping = shouldAskBoxShipping({ pointOfSale: pos, physicalCode, physicalGiftEnabled });
  const [shipping, firstStays, boxesBySite] = await Promise.all([
    askShipping ? fetchBoxShippingCosts({ pos }) : Promise.resolve(null),
    loadBoxStaysPage(locale, digitalCode, 1),
    loadBoxesBySite(),
  ]);
  const shippingAmount = shipping?.ok ? giftShippingAmount('physical', shipping.data, pos) : null;
  const physical = boxPhysicalFormat({ pointOfSale: pos, physicalCode, physicalGiftEnabled, shippingOk: shippingAmount !== null });
  return {
    kind: 'box',
    box: { ...box, sellPrice: box.sellPrice },
    digitalCode,
    physicalCode,
    physical,
    physicalFee: shippingAmount === null ? null : deliveryFee(shippingAmount),
    firstStays: firstStays.ok ? firstStays.data : null,
    mapTileUrl: getSiteConfig().search.mapTileUrl,
    equivalents: boxEquivalents(digitalCode, boxesBySite, locale),
  };
}
