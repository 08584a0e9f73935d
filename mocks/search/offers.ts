import { HttpResponse } from 'msw';
import type { Catalogue, Lang } from '../catalogue/types';
import { imageUrl } from '../images';
import { cancellationWire, imageWire, productUri } from './cards';
import { readCriteria, readType } from './criteria';
import { findMatches } from './matches';
import { BadRequest, jsonBody, NotFound } from './http';
import { searchIndex } from './indexes';
import { objectSource, readEnum, readInt } from './input';
import { langOf, readLocale } from './locale';
import { compareMatches, ORDERS, type Match } from './sort';

/**
 * POST {search}/offers.json (part 1 §7): the packages of one hotel for the criteria, cheapest
 * first by default. The first is the hotel's main offer, the rest its other offers. A hotel
 * with nothing available answers 200 with no offers (the drawer shows its empty state).
 */
export async function hotelOffers(catalogue: Catalogue, request: Request): Promise<Response> {
  const body = await jsonBody(request);
  const top = objectSource(body);
  const locale = readLocale(top);
  const type = readType(top);
  const criteria = readCriteria(objectSource(body.searchCriterias), type);
  if (criteria.hotelId === null) throw new BadRequest('MISSING_PARAMETER', 'searchCriterias.hotelId is required');
  const orderBy = readEnum(top, 'orderBy', ORDERS) ?? 'priceAsc';
  const perHotel = readInt(top, 'numberOfPackagesPerHotel', { min: 1, max: 50 }) ?? 20;

  const index = searchIndex(catalogue);
  const entries = index.byHotel.get(criteria.hotelId);
  const hotel = catalogue.index.hotelById.get(criteria.hotelId);
  if (!entries || !hotel) throw new NotFound(`No hotel with id ${criteria.hotelId}`);
  // The hotel page lists the hotel's offers even when the hotel is hidden from search.
  const place = { scope: entries, reference: null, ring: null, cityId: null, cityIds: null, unknownCity: false };
  const matches = findMatches(index, criteria, orderBy, place).sort(compareMatches).slice(0, perHotel);
  const lang = langOf(locale);
  const offers = matches.map((match) => offerWire(catalogue, request, lang, match));
  return HttpResponse.json({
    hotel: { id: hotel.id, label: hotel.label, uri: hotel.uri },
    resultsCount: offers.length,
    mainOffer: offers[0] ?? null,
    otherOffers: offers.slice(1),
  });
}

function offerWire(catalogue: Catalogue, request: Request, lang: Lang, match: Match) {
  const { entry, priced } = match;
  const { pkg, hotel } = entry;
  const uri = productUri(hotel, pkg);
  const room = hotel.rooms.find((candidate) => candidate.uuid === pkg.roomUuid);
  return {
    weekendId: match.id,
    label: pkg.label[lang],
    uri,
    headwords: pkg.headwords.map((headword) => headword[lang]),
    images: pkg.images.map((image) => imageWire(request, image, lang, uri)),
    imageUrl: pkg.images[0] ? imageUrl(request, pkg.images[0].key, '640x360') : null,
    checkin: priced.checkin,
    nights: priced.nights,
    priceType: priced.priceType,
    priceInfo: { sellPrice: priced.sellPrice, refPrice: priced.refPrice, promoPercentageRounded: priced.promo },
    cancellationPolicy: cancellationWire(catalogue, pkg, priced.checkin, lang),
    availableRooms: priced.availableRooms,
    room: room ? { uuid: room.uuid, label: room.label[lang], maxCapacity: room.maxCapacity } : null,
    itemCategory: priced.priceType === 'GIFT' ? 'single_voucher' : 'weekend',
  };
}
