import { http, HttpResponse } from 'msw';
import { getCatalogue } from '../catalogue';
import { imageUrl } from '../images';
import { route } from '../services';
import type { Catalogue, Facility, Hotel, LocaleCode, LocalTax } from '../catalogue/types';
import { answer, intParam, localeParam, NotFound, optionalDayParam, paxParams, queryOf, text, texts, type Pax } from './http';
import { indexes, packagesOfHotel } from './indexes';
import { evaluateStay, priceFor, promoOf, refPriceOf } from './stay';
import { imagesWire, locationWire, reviewSummaryWire, roomWire } from './wire';

/**
 * Hotel load (path not shown by the spec → GET {api}/hotel/{hotelIdOrUri}.json) and nearby hotels
 * (→ GET {api}/hotel/{hotelId}/nearby.json). Inactive hotels still answer, with active:false, so the
 * page can be served to people and hidden from search engines (part 2 §2).
 */

function findHotel(catalogue: Catalogue, idOrUri: string): Hotel {
  const hotel = /^\d{1,12}$/.test(idOrUri) ? catalogue.index.hotelById.get(Number(idOrUri)) : indexes(catalogue).hotelByUri.get(idOrUri);
  if (!hotel) throw new NotFound(`No hotel ${idOrUri}`);
  return hotel;
}

function localTaxWire(tax: LocalTax) {
  return {
    type: tax.type,
    amount: tax.type === 'PER_PERSON_PER_NIGHT' ? tax.amount : null,
    percentage: tax.type === 'BOOKING_PERCENTAGE' ? tax.percentage : null,
    currency: tax.currency,
    toBePaidAtHotel: tax.toBePaidAtHotel,
  };
}

/** infoGeneral groups: a fixed mapping of facility codes, anything else under 'services'. */
const INFO_GROUPS: Record<string, string> = {
  spa: 'wellness', pool: 'wellness', sauna: 'wellness', hammam: 'wellness', jacuzzi: 'wellness', fitness: 'wellness',
  restaurant: 'food', bar: 'food', breakfast: 'food', 'room-service': 'food',
  parking: 'access', 'ev-charger': 'access', elevator: 'access', accessible: 'access',
};

function facilityLabels(catalogue: Catalogue, codes: readonly string[], locale: LocaleCode) {
  const byCode = new Map<string, Facility>(catalogue.facilities.map((facility) => [facility.code, facility]));
  return codes.map((code) => {
    const facility = byCode.get(code);
    return { code, label: facility ? text(facility.label, locale) : code };
  });
}

function infoGeneral(facilities: Array<{ code: string; label: string }>) {
  const groups = new Map<string, string[]>();
  for (const facility of facilities) {
    const group = INFO_GROUPS[facility.code] ?? 'services';
    groups.set(group, [...(groups.get(group) ?? []), facility.label]);
  }
  return [...groups].map(([code, labels]) => ({ code, facilities: labels }));
}

function breadcrumb(catalogue: Catalogue, hotel: Hotel, locale: LocaleCode) {
  const city = catalogue.index.cityById.get(hotel.cityId);
  if (!city) return [{ label: hotel.label, url: `/hotel/${hotel.id}` }];
  return [
    { label: city.region.label, url: `/region/${city.region.id}` },
    { label: city.department.label, url: `/department/${city.department.id}` },
    { label: text(city.label, locale), url: `/city/${city.id}` },
    { label: hotel.label, url: `/hotel/${hotel.id}` },
  ];
}

/**
 * The stays a hotel sells: none once it is inactive (its page still answers, with nothing to sell,
 * and its packages' own pages are gone: part 2 §2, §8).
 */
function packagesOnSale(catalogue: Catalogue, hotel: Hotel) {
  return hotel.active ? packagesOfHotel(catalogue, hotel) : [];
}

/** Stays of the hotel grouped by room; with dates only the bookable ones, priced for those dates. */
function roomsWire(request: Request, catalogue: Catalogue, hotel: Hotel, dates: { checkin: string; nights: number } | null, pax: Pax, locale: LocaleCode) {
  const packages = packagesOnSale(catalogue, hotel);
  return hotel.rooms.map((room) => {
    const offers = packages
      .filter((pkg) => pkg.roomUuid === room.uuid)
      .flatMap((pkg) => {
        let sellPrice = priceFor(pkg.fromPrice, pax);
        let nights = 1;
        if (dates) {
          const stay = evaluateStay(catalogue, pkg, dates.checkin, dates.nights, pax);
          if (!stay.bookable) return [];
          sellPrice = stay.sellPrice;
          nights = dates.nights;
        }
        const refPrice = refPriceOf(pkg, sellPrice);
        return [
          {
            id: pkg.id,
            room: text(room.label, locale),
            price: { sellPrice, refPrice, promo: promoOf(sellPrice, refPrice), priceType: dates ? 'FINAL_PRICE' : 'FROM_PRICE' },
            nights,
            checkin: dates?.checkin ?? null,
            hasSelectedDates: dates !== null,
            shortProgramIntroWithoutRoom: texts(pkg.programLines, locale).slice(0, 2).join(' · '),
            paxCount: pax.adult + pax.child + pax.baby,
          },
        ];
      });
    return { ...roomWire(request, room, locale), offers };
  });
}

function hotelAnswer(request: Request, idOrUri: string) {
  const catalogue = getCatalogue();
  const query = queryOf(request);
  const locale = localeParam(query);
  const hotel = findHotel(catalogue, idOrUri);
  const checkin = optionalDayParam(query, 'checkin');
  const nights = intParam(query, 'nights', { min: 1, max: 30, fallback: 1 });
  const pax = paxParams(query);
  const facilities = facilityLabels(catalogue, hotel.facilities, locale);
  const weekends = packagesOnSale(catalogue, hotel).map((pkg) => {
    const refPrice = refPriceOf(pkg, pkg.fromPrice);
    return {
      id: pkg.id,
      label: text(pkg.label, locale),
      headwords: texts(pkg.headwords, locale),
      images: imagesWire(request, pkg.images, locale),
      roomUuid: pkg.roomUuid,
      price: { sellPrice: pkg.fromPrice, refPrice, promo: promoOf(pkg.fromPrice, refPrice), priceType: 'FROM_PRICE' },
    };
  });
  return HttpResponse.json({
    id: hotel.id,
    uri: hotel.uri,
    label: hotel.label,
    stars: hotel.stars,
    active: hotel.active,
    location: locationWire(catalogue, hotel, locale),
    review: reviewSummaryWire(hotel),
    description: text(hotel.description, locale),
    highlightedFacilities: facilityLabels(catalogue, hotel.highlightedFacilities, locale),
    infoGeneral: infoGeneral(facilities),
    facilities,
    checkInOut: { checkin: hotel.checkIn, checkout: hotel.checkOut },
    policy: hotel.policy,
    localTax: localTaxWire(hotel.localTax),
    importantInfos: texts(hotel.importantInfos, locale),
    legacyPackageCount: hotel.packageIds.length,
    ecoFacilities: texts(hotel.ecoFacilities, locale),
    images: imagesWire(request, hotel.images, locale),
    airportLabel: hotel.airportLabel,
    trainStationLabel: hotel.trainStationLabel,
    breadcrumb: breadcrumb(catalogue, hotel, locale),
    rooms: roomsWire(request, catalogue, hotel, checkin ? { checkin, nights } : null, pax, locale),
    weekends,
    fromPrice: hotel.active ? (indexes(catalogue).hotelFromPrice.get(hotel.id) ?? null) : null,
  });
}

const EARTH_KM = 6371;
function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.sqrt(a));
}

/**
 * The `limit` nearest of the candidates, nearest first (ties by id). A bounded insertion keeps
 * it one pass without sorting or allocating per hotel: ~2 ms on 20,000 hotels.
 */
function nearest(hotel: Hotel, candidates: readonly Hotel[], limit: number): Array<{ other: Hotel; distance: number }> {
  const best: Array<{ other: Hotel; distance: number }> = [];
  for (const other of candidates) {
    if (other.id === hotel.id) continue;
    const distance = distanceKm(hotel.lat, hotel.lng, other.lat, other.lng);
    const last = best[best.length - 1];
    if (best.length === limit && last && (distance > last.distance || (distance === last.distance && other.id > last.other.id))) continue;
    let at = best.length;
    while (at > 0) {
      const previous = best[at - 1]!;
      if (previous.distance < distance || (previous.distance === distance && previous.other.id < other.id)) break;
      at--;
    }
    best.splice(at, 0, { other, distance });
    if (best.length > limit) best.pop();
  }
  return best;
}

function nearbyAnswer(request: Request, idOrUri: string) {
  const catalogue = getCatalogue();
  const query = queryOf(request);
  const locale = localeParam(query);
  const limit = intParam(query, 'limit', { min: 1, max: 30, fallback: 9 });
  const hotel = findHotel(catalogue, idOrUri);
  const { hotelFromPrice: fromPrices, bookableHotels } = indexes(catalogue);
  return HttpResponse.json({
    hotelId: hotel.id,
    hotels: nearest(hotel, bookableHotels, limit).map(({ other, distance }) => {
      const city = catalogue.index.cityById.get(other.cityId);
      return {
        id: other.id,
        uri: other.uri,
        label: other.label,
        stars: other.stars,
        location: { label: city ? text(city.label, locale) : other.cityId, lat: other.lat, lng: other.lng },
        distance: Math.round(distance * 10) / 10,
        review: reviewSummaryWire(other),
        imageUrl: other.images[0] ? imageUrl(request, other.images[0].key) : null,
        fromPrice: fromPrices.get(other.id) ?? 0,
      };
    }),
  });
}

/** Path params may arrive encoded or not; a stray '%' must not turn into a 500. */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export const hotelHandlers = [
  http.get(route('api', '/hotel/:hotelId/nearby.json'), ({ request, params }) => answer(() => nearbyAnswer(request, String(params.hotelId)))),
  // One segment 'xxx.json': the hotel id or its uri.
  http.get(route('api', '/hotel/:file'), ({ request, params }) =>
    answer(() => {
      const file = String(params.file);
      if (!file.endsWith('.json')) throw new NotFound(`No resource ${file}`);
      return hotelAnswer(request, safeDecode(file.slice(0, -'.json'.length)));
    }),
  ),
];
