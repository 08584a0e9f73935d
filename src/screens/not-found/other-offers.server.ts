import 'server-only';
import { fetchHotelOffers, fetchOtherOffersOfHotel } from '@/api/search';
import type { Locale } from '@/domain/model/locale';
import { formatPrice } from '@/i18n/format';
import { getIntl } from '@/i18n/server';
import { productLink } from '@/routing/product-link';
import { notFoundMessages as m } from './messages';
import type { OtherOfferCard, OtherOffersAnswer } from '@/bff/contracts/hotel-other-offers';

/** How many offers of the hotel the carousel shows at most. */
export const OTHER_OFFERS_MAX = 10;

/**
 * The expired offer's hotel and its other offers. The spec's lookup (search by hotelId, limit 1)
 * says whether the hotel still sells anything and names it; the hotel's offers list then fills the
 * carousel (if that second call fails, the carousel shows the one offer the lookup found).
 * Any failure of the lookup reads as "not found": the visitor sees the standard 404 block.
 */
export async function otherOffersOfHotel(params: { hotelId: number; locale: Locale }): Promise<OtherOffersAnswer> {
  const lookup = await fetchOtherOffersOfHotel({ hotelId: params.hotelId, locale: params.locale });
  if (!lookup.ok || lookup.data === null) return { found: false };
  const intl = getIntl(params.locale);
  const from = (cents: number) => intl.formatMessage(m.from, { price: formatPrice(intl, cents) });
  const first = lookup.data;
  const hotel = first.hotel?.label ?? first.label;
  const fallback: OtherOfferCard = {
    id: first.id,
    title: first.label,
    href: productLink(params.locale, first),
    imageUrl: first.images[0]?.sizes['640_360'] ?? first.imageUrl,
    price: from(first.price.sellPrice),
  };
  const offers = await fetchHotelOffers({ hotelId: params.hotelId, locale: params.locale, location: 'not-found.other-offers' });
  if (!offers.ok) return { found: true, hotel, offers: [fallback] };
  const all = [offers.data.main, ...offers.data.others].filter((offer) => offer !== null);
  if (all.length === 0) return { found: true, hotel, offers: [fallback] };
  return {
    found: true,
    hotel,
    offers: all.slice(0, OTHER_OFFERS_MAX).map((offer) => ({
      id: offer.weekendId,
      title: offer.label,
      href: productLink(params.locale, { id: offer.weekendId, uri: offer.uri }),
      imageUrl: offer.images[0]?.sizes['640_360'] ?? offer.imageUrl,
      price: from(offer.sellPrice),
    })),
  };
}
