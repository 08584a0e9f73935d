import { autoDiscountOf } from '../catalogue/auto-discount';
import { addDays, addMonths, daysBetween } from '../catalogue/days';
import type { Catalogue, Hotel, ImageRef, Lang, WeekendPackage } from '../catalogue/types';
import { imagesBySize, imageUrl } from '../images';
import type { Criteria } from './criteria';
import { roundKm } from './distance';
import { normaliseKey, type SearchIndex } from './indexes';
import type { PriceType } from './pricing';
import type { Match } from './sort';
import { CANCELLATION, fill, STRESS } from './texts';

/**
 * Wire shapes of the search area: the product card of part 2 §3 with the offer-card extras of
 * part 1 §3 (priceType, autoDiscount, stress messages).
 */
export interface CardContext {
  request: Request;
  lang: Lang;
  index: SearchIndex;
  criteria: Criteria;
  /** Overrides the price type (BENEFICIARY for the beneficiary platform). */
  priceType?: PriceType;
}

export function imageWire(request: Request, image: ImageRef, lang: Lang, link: string | null = null) {
  const alt = image.alt[lang];
  return { url: imageUrl(request, image.key, '640x360'), sizes: imagesBySize(request, image.key), alt, title: alt, legend: alt, link };
}

export function hotelWire(catalogue: Catalogue, hotel: Hotel, lang: Lang) {
  const city = catalogue.index.cityById.get(hotel.cityId);
  return {
    id: hotel.id,
    label: hotel.label,
    stars: hotel.stars,
    uri: hotel.uri,
    location: {
      label: city ? city.label[lang] : hotel.cityId,
      uri: hotel.cityId,
      lat: hotel.lat,
      lng: hotel.lng,
      address: hotel.address,
      zipCode: hotel.zipCode,
    },
    review: { count: hotel.reviewCount, average: hotel.reviewAverage },
  };
}

/** With a check-in the deadline is known, and one already past makes the stay final. */
export function cancellationWire(catalogue: Catalogue, pkg: WeekendPackage, checkin: string | null, lang: Lang) {
  const rule = pkg.cancellation;
  const deadline = checkin && rule.cancellable ? addDays(checkin, -rule.deadlineDaysBeforeCheckin) : null;
  const cancellable = rule.cancellable && (deadline === null || daysBetween(catalogue.today, deadline) >= 0);
  return {
    cancellable,
    type: cancellable ? rule.type : 'NON_REFUNDABLE',
    cancellationDeadline: cancellable ? deadline : null,
    message: (cancellable ? CANCELLATION.cancellable : CANCELLATION.final)[lang],
  };
}

export function productUri(hotel: Hotel, pkg: WeekendPackage): string {
  return `${hotel.uri}-${pkg.id}`;
}

function stressMessages(match: Match, lang: Lang, cancellable: boolean) {
  const messages: Array<{ message: string; color: 'scarcity' | 'social' | 'reinsurance'; icon: string; emoji: string }> = [];
  const rooms = match.priced.availableRooms;
  if (rooms !== null && rooms <= 3) messages.push({ message: fill(STRESS.roomsLeft[lang], { n: rooms }), color: 'scarcity', icon: 'clock', emoji: '⏳' });
  if (match.entry.hotel.popularity >= 0.8) messages.push({ message: STRESS.popular[lang], color: 'social', icon: 'fire', emoji: '🔥' });
  if (cancellable) messages.push({ message: STRESS.flexible[lang], color: 'reinsurance', icon: 'shield', emoji: '✅' });
  return messages.slice(0, 2);
}

export function productCard(context: CardContext, match: Match) {
  const { request, lang, index, criteria } = context;
  const { catalogue } = index;
  const { entry, priced } = match;
  const { pkg, hotel } = entry;
  const gift = priced.priceType === 'GIFT';
  const priceType = context.priceType ?? priced.priceType;
  const uri = productUri(hotel, pkg);
  const cancellation = cancellationWire(catalogue, pkg, priced.checkin, lang);
  const themeId = criteria.theme === null ? undefined : index.themeByKey.get(normaliseKey(criteria.theme));
  const theme = themeId ? catalogue.themes.find((item) => item.id === themeId) : undefined;
  const adults = gift ? 2 : criteria.adults;
  return {
    id: match.id,
    label: pkg.label[lang],
    uri,
    images: pkg.images.map((image) => imageWire(request, image, lang, uri)),
    imageUrl: pkg.images[0] ? imageUrl(request, pkg.images[0].key, '640x360') : null,
    hotel: hotelWire(catalogue, hotel, lang),
    checkin: priced.checkin,
    connectivity: pkg.connectivity,
    promo: priced.promo,
    sellPrice: priced.sellPrice,
    refPrice: priced.refPrice,
    priceType,
    prices: {
      paxComposition: { adults },
      promo: priced.promo,
      priceType,
      barPrice: priced.refPrice,
      sellPrice: priced.sellPrice,
    },
    availableRooms: priced.availableRooms,
    // A gift stay is valid one year from purchase (part 1 §9).
    expiration: gift ? addMonths(catalogue.today, 12) : null,
    lastMinute: pkg.lastMinute,
    headwords: pkg.headwords.map((headword) => headword[lang]),
    marketingLabels: pkg.marketingLabels,
    participants: gift ? 2 : criteria.adults + criteria.children,
    nights: priced.nights,
    distance: match.distance === null ? null : roundKm(match.distance),
    cancellationPolicy: cancellation,
    channelManagerId: pkg.channelManagerId,
    dataFlowMode: pkg.connectivity ? 'PULL' : 'PUSH',
    itemCategory: gift ? 'single_voucher' : 'weekend',
    targetedLabel: theme && pkg.themes.includes(theme.id) ? theme.label[lang] : null,
    hasMoreOffers: match.hasMoreOffers,
    autoDiscount: autoDiscountOf(pkg.id, priced.sellPrice, gift),
    stressMessages: gift ? [] : stressMessages(match, lang, cancellation.cancellable),
  };
}
