import { http, HttpResponse } from 'msw';
import { getCatalogue } from '../catalogue';
import { autoDiscountOf } from '../catalogue/auto-discount';
import { imagesBySize } from '../images';
import { route } from '../services';
import type { Catalogue, LocaleCode, WeekendPackage } from '../catalogue/types';
import {
  answer,
  booleanParam,
  localeParam,
  numericId,
  optionalDayParam,
  optionalIntParam,
  paxParams,
  queryOf,
  text,
  texts,
  type Pax,
} from './http';
import { evaluateStay, hotelOf, packageById, priceFor, promoOf, refPriceOf, roomOf } from './stay';
import { activityWire, breakfastWire, cancellationWire, imagesWire, locationWire, reviewSummaryWire, roomWire } from './wire';

/**
 * GET {api}/weekend/{id}/detail.json — the stay product detail (part 1 §7) and the offer detail
 * of the hotel page (part 2 §7). Part 1 sends `night`, part 2 `nights`: both are read.
 */

/** Stay length asked for: `nights` (part 2) or `night` (part 1); by default the check-in day's minimum stay. */
export function nightsParam(query: URLSearchParams, catalogue: Catalogue, pkg: WeekendPackage, checkin: string | null): number {
  const bounds = { min: 1, max: 30 };
  const asked = optionalIntParam(query, 'nights', bounds) ?? optionalIntParam(query, 'night', bounds);
  if (asked !== null) return asked;
  const day = checkin ? catalogue.dayPrice(pkg.id, checkin) : null;
  return day?.minLos ?? 1;
}

function priceWire(catalogue: Catalogue, pkg: WeekendPackage, checkin: string | null, nights: number, pax: Pax) {
  const fromPrice = priceFor(pkg.fromPrice, pax);
  const fromRef = refPriceOf(pkg, fromPrice);
  const base = { nbRooms: 1, nights, fromPrice };
  if (checkin) {
    const stay = evaluateStay(catalogue, pkg, checkin, nights, pax);
    if (stay.bookable) {
      return {
        ...base,
        sellPrice: stay.sellPrice,
        refPrice: stay.refPrice,
        promo: stay.promo,
        moneySaved: stay.moneySaved,
        priceType: 'FINAL_PRICE',
        error: null,
      };
    }
    return {
      ...base,
      sellPrice: fromPrice,
      refPrice: fromRef,
      promo: promoOf(fromPrice, fromRef),
      moneySaved: fromRef - fromPrice,
      priceType: 'FROM_PRICE',
      error: { code: stay.problem === 'MIN_LOS_NOT_REACHED' ? 'PACKAGE_NOT_AVAILABLE_AT_CHECKIN' : stay.problem, message: stay.message },
    };
  }
  return { ...base, sellPrice: fromPrice, refPrice: fromRef, promo: promoOf(fromPrice, fromRef), moneySaved: fromRef - fromPrice, priceType: 'FROM_PRICE', error: null };
}

function pageModelWire(pkg: WeekendPackage, hotelLabel: string, locale: LocaleCode) {
  const label = text(pkg.label, locale);
  return {
    pageTitle: `${label} - ${hotelLabel}`,
    metaDescription: texts(pkg.programLines, locale).join(' ').slice(0, 160),
    // Part 2 §9: Italian product pages are not indexed.
    metaRobots: locale === 'it_IT' ? 'noindex, follow' : 'index, follow',
    canonicalUrl: `/weekend/${pkg.id}`,
  };
}

/**
 * The gift voucher of a giftable package (part 2 §3): its price list (`los` as part 1 §3 names it),
 * a price per bucket, the availability upsell, and whether a physical version exists. Null for a
 * package that is no gift. The gift checkout (mocks/checkout/gift-pricing.ts) prices a gift stay
 * from this very answer.
 */
export function giftVoucherWire(catalogue: Catalogue, pkg: WeekendPackage) {
  const voucher = catalogue.index.singleVoucherById.get(pkg.id);
  if (!pkg.giftable || !voucher) return null;
  return {
    isGiftable: true,
    physicalVersion: voucher.physicalAvailable,
    priceList: voucher.priceList.map((entry) => ({
      los: entry.los,
      sellPrice: entry.sellPrice,
      sellPrices: [...entry.sellPrices],
      extraUpsellAvailabilityAmount: entry.extraUpsellAvailabilityAmount,
    })),
  };
}

export const weekendHandlers = [
  http.get(route('api', '/weekend/:id/detail.json'), ({ request, params }) =>
    answer(() => {
      const catalogue = getCatalogue();
      const query = queryOf(request);
      const locale = localeParam(query);
      const pkg = packageById(catalogue, numericId(params.id, 'weekend'));
      const hotel = hotelOf(catalogue, pkg);
      const checkin = optionalDayParam(query, 'checkin');
      const nights = nightsParam(query, catalogue, pkg, checkin);
      const pax = paxParams(query);
      const room = roomOf(hotel, pkg);
      const mainImage = pkg.images[0] ?? hotel.images[0];
      const price = priceWire(catalogue, pkg, checkin, nights, pax);
      return HttpResponse.json({
        id: pkg.id,
        label: text(pkg.label, locale),
        published: hotel.active,
        headwords: texts(pkg.headwords, locale),
        hotel: {
          id: hotel.id,
          label: hotel.label,
          uri: hotel.uri,
          stars: hotel.stars,
          checkInOut: { checkin: hotel.checkIn, checkout: hotel.checkOut },
          importantInfos: texts(hotel.importantInfos, locale),
          location: locationWire(catalogue, hotel, locale),
          review: reviewSummaryWire(hotel),
          localTax: hotel.localTax,
        },
        images: imagesWire(request, pkg.images, locale),
        imagesBySize: mainImage ? imagesBySize(request, mainImage.key) : {},
        programLine: texts(pkg.programLines, locale),
        activities: pkg.activities.map((activity) => activityWire(request, activity, locale)),
        breakfast: breakfastWire(pkg.breakfast, locale),
        room: room ? roomWire(request, room, locale) : null,
        price,
        autoDiscount: autoDiscountOf(pkg.id, price.sellPrice, false),
        cancellationPolicy: cancellationWire(catalogue, pkg, checkin, locale),
        checkin,
        nights,
        paxCount: pax.adult + pax.child + pax.baby,
        lastMinute: pkg.lastMinute,
        marketingLabels: pkg.marketingLabels,
        channelManagerId: pkg.channelManagerId,
        pageModel: booleanParam(query, 'fetchPageModel', true) ? pageModelWire(pkg, hotel.label, locale) : null,
        giftVoucher: giftVoucherWire(catalogue, pkg),
      });
    }),
  ),
];
