import { HttpResponse } from 'msw';
import type { ActivityOnlyProduct, Catalogue, Lang } from '../catalogue/types';
import { imagesBySize, imageUrl } from '../images';
import { BadRequest, jsonBody } from './http';
import { haversineKm, roundKm } from './distance';
import { searchIndex, type SearchIndex } from './indexes';
import { objectSource, readEnum, readInt, readList, readNumber, readString, type Source } from './input';
import { langOf, readLocale } from './locale';
import { areaCities, resolveCity } from './place';
import { POI_RADIUS_KM, pointOfInterest } from './points-of-interest';
import { CATALOG_TITLE, fill } from './texts';
import { imageWire } from './cards';

/**
 * POST {search}/catalog/search.json — activity-only products (part 2 §7 "POST catalog search").
 * Only published products. Criteria: city/cityId, lat/lng with distanceMin/Max, tags (any of),
 * priceMin/priceMax on the per-person price, participants `adult` (alias `a`). Orders: priceQuality
 * (promo and cheapness, activityScore), distance (from lat/lng or the city), priceAsc, promo; without
 * one, distance when there is a reference point, else priceAsc.
 */
const CATALOG_ORDERS = ['priceQuality', 'distance', 'priceAsc', 'promo'] as const;
type CatalogOrder = (typeof CATALOG_ORDERS)[number];

interface ActivityMatch {
  product: ActivityOnlyProduct;
  centre: ActivityOnlyProduct['activities'][number]['activityCenter'] | null;
  price: { adults: number; barPrice: number; sellPrice: number };
  promo: number;
  distance: number | null;
  key: number;
}

export async function catalogSearch(catalogue: Catalogue, request: Request): Promise<Response> {
  const body = await jsonBody(request);
  const top = objectSource(body);
  const locale = readLocale(top);
  const lang = langOf(locale);
  const page = readInt(top, 'page', { min: 1, max: 100_000 }) ?? 1;
  const limit = readInt(top, 'limit', { min: 1, max: 100 }) ?? 12;
  const perCentre = readInt(top, 'numberOfPackagesPerHotel', { min: 1, max: 50 }) ?? 20;
  const criteria = objectSource(body.searchCriterias);
  const index = searchIndex(catalogue);
  const { matches, cityLabel } = findActivities(index, criteria, lang, readEnum(top, 'orderBy', CATALOG_ORDERS));

  const capped = capPerCentre(matches.sort(byKey), perCentre);
  const start = (page - 1) * limit;
  return HttpResponse.json({
    exactMatch: { activityOnlyPackages: capped.slice(start, start + limit).map((match) => activityCard(request, lang, match)) },
    searchDetails: { totalCount: capped.length, page, limit },
    mainTitle: cityLabel ? fill(CATALOG_TITLE.inCity[lang], { city: cityLabel }) : CATALOG_TITLE.everywhere[lang],
  });
}

const byKey = (a: ActivityMatch, b: ActivityMatch) => a.key - b.key || a.product.id - b.product.id;

function findActivities(index: SearchIndex, source: Source, lang: Lang, order: CatalogOrder | undefined) {
  const cityValue = readListOrNull(source);
  const city = resolveCity(index, cityValue);
  const lat = readNumber(source, 'lat', { min: -90, max: 90 }) ?? null;
  const lng = readNumber(source, 'lng', { min: -180, max: 180 }) ?? null;
  if ((lat === null) !== (lng === null)) throw new BadRequest('INVALID_PARAMETER', 'lat and lng go together');
  const distanceMin = readNumber(source, 'distanceMin', { min: 0, max: 20_000 }) ?? null;
  const distanceMax = readNumber(source, 'distanceMax', { min: 0, max: 20_000 }) ?? null;
  const tags = new Set(readList(source, 'tags'));
  const priceMin = readInt(source, 'priceMin', { min: 0, max: 100_000_000 }) ?? null;
  const priceMax = readInt(source, 'priceMax', { min: 0, max: 100_000_000 }) ?? null;
  const adults = readInt(source, ['adult', 'a'], { min: 1, max: 20 }) ?? null;

  // An area or a point of interest, as in the stay search (place.ts): the area's cities, or 30 km around the point.
  const poiValue = readString(source, 'poi') ?? null;
  const poi = pointOfInterest(poiValue);
  const area = cityValue === null ? areaCities(index, { region: readString(source, 'region') ?? null, department: readString(source, 'department') ?? null, country: readString(source, 'country')?.toUpperCase() ?? null }) : null;

  const reference = lat !== null && lng !== null ? { lat, lng } : poi ? { lat: poi.lat, lng: poi.lng } : city ? { lat: city.lat, lng: city.lng } : null;
  const ring =
    reference && (distanceMin !== null || distanceMax !== null) ? { min: distanceMin ?? 0, max: distanceMax ?? Infinity } : poi ? { min: 0, max: POI_RADIUS_KM } : null;
  const unknownPlace = (poiValue !== null && poi === null) || (area !== null && area.size === 0);
  const scope =
    unknownPlace && !ring
      ? []
      : cityValue !== null && !ring
        ? city
          ? (index.publishedActivitiesByCity.get(city.id) ?? [])
          : []
        : area !== null && !ring
          ? [...area].flatMap((id) => index.publishedActivitiesByCity.get(id) ?? [])
          : index.publishedActivities;
  const effectiveOrder: CatalogOrder = order ?? (reference ? 'distance' : 'priceAsc');

  const matches: ActivityMatch[] = [];
  for (const product of scope) {
    if (tags.size > 0 && !product.tags.some((tag) => tags.has(tag))) continue;
    const price = adults === null ? lowestCount(product) : product.prices.find((row) => row.adults === adults);
    if (!price) continue;
    if (priceMin !== null && price.sellPrice < priceMin) continue;
    if (priceMax !== null && price.sellPrice > priceMax) continue;
    const centre = mainCentre(product);
    const point = centre ?? index.catalogue.index.cityById.get(product.cityId) ?? null;
    const distance = reference && point ? haversineKm(reference.lat, reference.lng, point.lat, point.lng) : null;
    if (ring && (distance === null || distance < ring.min || distance > ring.max)) continue;
    const promo = price.barPrice > price.sellPrice ? Math.round(((price.barPrice - price.sellPrice) / price.barPrice) * 100) : 0;
    const key =
      effectiveOrder === 'distance'
        ? (distance ?? 0)
        : effectiveOrder === 'promo'
          ? -promo
          : effectiveOrder === 'priceQuality'
            ? -activityScore(promo, price.sellPrice)
            : price.sellPrice;
    matches.push({ product, centre, price, promo, distance, key });
  }
  return { matches, cityLabel: city ? city.label[lang] : null };
}

/**
 * Price-quality of an activity in [0, 1], higher is better: half its promo (capped at 50%), half
 * its cheapness per person (50 € scores 0.5). Activities have no stars or reviews to weigh.
 */
export function activityScore(promo: number, sellPrice: number): number {
  return 0.5 * (Math.min(promo, 50) / 50) + 0.5 * (50 / (50 + sellPrice / 100));
}

function readListOrNull(source: Source): string | null {
  const values = readList(source, ['cityId', 'city']);
  return values[0] ?? null;
}

function lowestCount(product: ActivityOnlyProduct) {
  return [...product.prices].sort((a, b) => a.adults - b.adults)[0];
}

function mainCentre(product: ActivityOnlyProduct) {
  const centres = product.activities.map((activity) => activity.activityCenter);
  return centres.find((centre) => centre.main) ?? centres[0] ?? null;
}

/** numberOfPackagesPerHotel: at most that many products per main activity centre. */
function capPerCentre(matches: ActivityMatch[], perCentre: number): ActivityMatch[] {
  const seen = new Map<number, number>();
  return matches.filter((match) => {
    const id = match.centre?.id ?? -match.product.id;
    const count = seen.get(id) ?? 0;
    seen.set(id, count + 1);
    return count < perCentre;
  });
}

function activityCard(request: Request, lang: Lang, match: ActivityMatch) {
  const { product, centre, price } = match;
  return {
    id: product.id,
    label: product.label[lang],
    uri: product.uri,
    images: product.images.map((image) => imageWire(request, image, lang, product.uri)),
    imageUrl: product.images[0] ? imageUrl(request, product.images[0].key, '640x360') : null,
    imagesBySize: product.images[0] ? imagesBySize(request, product.images[0].key) : {},
    itemCategory: 'activity',
    published: product.published,
    univers: product.univers,
    tags: product.tags,
    participants: price.adults,
    sellPrice: price.sellPrice,
    refPrice: price.barPrice,
    promo: match.promo,
    priceType: 'FINAL_PRICE',
    prices: { paxComposition: { adults: price.adults }, promo: match.promo, priceType: 'FINAL_PRICE', barPrice: price.barPrice, sellPrice: price.sellPrice },
    hotel: centre
      ? { id: centre.id, label: centre.label, stars: centre.stars, location: { label: centre.locationLabel, lat: centre.lat, lng: centre.lng } }
      : null,
    distance: match.distance === null ? null : roundKm(match.distance),
  };
}
