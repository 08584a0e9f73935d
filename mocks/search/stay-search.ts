import { HttpResponse } from 'msw';
import type { Catalogue } from '../catalogue/types';
import { productCard, type CardContext } from './cards';
import { readCriteria, readType, type Criteria } from './criteria';
import { runSearch } from './engine';
import { countFacets } from './facets';
import { facetsWire } from './facets-wire';
import { BadRequest, jsonBody } from './http';
import { searchIndex, type PackageEntry } from './indexes';
import { objectSource, querySource, readBoolean, readEnum, readInt, readString, type Source } from './input';
import { countryOf } from '../content/common';
import { PARTNERS } from '../content/minisites';
import { partnerFilter } from './minisite';
import { langOf, readLocale } from './locale';
import { ORDERS } from './sort';

/** POST {search}/search.json — stay or gift search (part 2 §7), also "other offers of a hotel". */
export async function staySearch(catalogue: Catalogue, request: Request): Promise<Response> {
  const body = await jsonBody(request);
  const top = objectSource(body);
  const locale = readLocale(top);
  const type = readType(top);
  const raw = body.searchCriterias;
  if (raw !== undefined && raw !== null && (typeof raw !== 'object' || Array.isArray(raw))) {
    throw new BadRequest('INVALID_PARAMETER', 'searchCriterias must be an object');
  }
  const criteria = readCriteria(objectSource(raw), type);
  const minisite = readString(objectSource(raw), 'minisite');
  const partner = minisite === undefined ? undefined : PARTNERS.find((item) => item.slug === minisite);
  if (minisite !== undefined && !partner) throw new BadRequest('INVALID_PARAMETER', 'minisite must be a partner minisite');
  const orderBy = readEnum(top, 'orderBy', ORDERS) ?? 'priceQuality';
  const page = readInt(top, 'page', { min: 1, max: 100_000 }) ?? 1;
  const limit = readInt(top, 'limit', { min: 1, max: 100 }) ?? 12;
  const perHotel = readInt(top, 'numberOfPackagesPerHotel', { min: 1, max: 50 }) ?? 1;

  const index = searchIndex(catalogue);
  const allowed = partner ? partnerFilter(catalogue, { slug: partner.slug, country: countryOf(partner.locale) }) : undefined;
  const outcome = runSearch(index, { criteria, orderBy, page, limit, perHotel, allowed });
  const context: CardContext = { request, lang: langOf(locale), index, criteria };
  return HttpResponse.json({
    resultsCount: outcome.total,
    page,
    limit,
    orderBy,
    exactMatches: outcome.results.map((match) => productCard(context, match)),
    ...(outcome.suggestions ? { suggestions: outcome.suggestions.map((match) => productCard(context, match)) } : {}),
  });
}

/** Reads the facets query (spec names of part 1 §7) into criteria and a per-hotel cap. */
export function readFacetQuery(source: Source): { criteria: Criteria; perHotel: number; withActivities: boolean } {
  return {
    criteria: readCriteria(source, readType(source)),
    perHotel: readInt(source, 'numberOfPackagesPerHotel', { min: 1, max: 50 }) ?? 1,
    withActivities: readBoolean(source, 'activities') ?? false,
  };
}

/** GET {search}/facets.json, and the box/beneficiary facets over a narrowed catalogue. */
export function facetsAnswer(catalogue: Catalogue, request: Request, allowed?: (entry: PackageEntry) => boolean): Response {
  const source = querySource(new URL(request.url).searchParams);
  const locale = readLocale(source);
  const { criteria, perHotel, withActivities } = readFacetQuery(source);
  const index = searchIndex(catalogue);
  const counts = countFacets(index, criteria, perHotel, allowed);
  return HttpResponse.json(facetsWire(index, counts, langOf(locale), withActivities));
}
