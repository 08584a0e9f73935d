import { HttpResponse } from 'msw';
import type { Box, Catalogue } from '../catalogue/types';
import { imageUrl } from '../images';
import { hotelWire, imageWire, productCard, productUri, type CardContext } from './cards';
import { readCriteria } from './criteria';
import { capPerHotel, findMatches } from './matches';
import { BadRequest, NotFound } from './http';
import { searchIndex, type PackageEntry } from './indexes';
import { querySource, readBoolean, readDay, readEnum, readInt, readString, type Source } from './input';
import { langOf, readLocale } from './locale';
import { resolvePlace } from './place';
import type { PriceType } from './pricing';
import { firstInOrder, ORDERS } from './sort';
import { facetsAnswer } from './stay-search';

/**
 * Box and beneficiary offers (part 1 §7, part 2 §7): the stays a box (or a single voucher)
 * can be redeemed for. Box codes may be the digital (…EBOX) or the physical code.
 */
interface BoxLookup {
  byCode: Map<string, Box>;
  packageIds: Map<string, Set<number>>;
  /** Stays redeemable with at least one box (the beneficiary platform without a box code). */
  anyBox: Set<number>;
}

const lookups = new WeakMap<Catalogue, BoxLookup>();

function boxLookup(catalogue: Catalogue): BoxLookup {
  let lookup = lookups.get(catalogue);
  if (!lookup) {
    const byCode = new Map<string, Box>();
    const packageIds = new Map<string, Set<number>>();
    const anyBox = new Set<number>();
    for (const box of catalogue.boxes) {
      const ids = new Set(box.packageIds);
      for (const code of [box.code, box.physicalCode]) {
        if (!code) continue;
        byCode.set(code.toUpperCase(), box);
        packageIds.set(code.toUpperCase(), ids);
      }
      for (const id of ids) anyBox.add(id);
    }
    lookup = { byCode, packageIds, anyBox };
    lookups.set(catalogue, lookup);
  }
  return lookup;
}

function boxOf(catalogue: Catalogue, code: string): { box: Box; ids: Set<number> } {
  const lookup = boxLookup(catalogue);
  const box = lookup.byCode.get(code.toUpperCase());
  const ids = lookup.packageIds.get(code.toUpperCase());
  if (!box || !ids) throw new NotFound(`No box with code ${code}`);
  return { box, ids };
}

const AFFILIATE_KEYS = ['selectivePublicationAffiliateId', 'affiliateId'];

function requireAffiliate(source: Source): string {
  const affiliate = readString(source, AFFILIATE_KEYS);
  if (!affiliate) throw new BadRequest('MISSING_PARAMETER', 'selectivePublicationAffiliateId is required');
  return affiliate;
}

/** Offers of a set of stays at a check-in (checkin or checkinDate), in `orderBy` (cheapest first by default). */
function offersAnswer(
  catalogue: Catalogue,
  request: Request,
  allowed: (entry: PackageEntry) => boolean,
  priceType: PriceType,
  extra: (entry: PackageEntry, sellPrice: number) => Record<string, unknown> = () => ({}),
  keep: (sellPrice: number) => boolean = () => true,
): Response {
  const source = querySource(new URL(request.url).searchParams);
  const locale = readLocale(source);
  const checkin = readDay(source, ['checkin', 'checkinDate']) ?? null;
  const criteria = { ...readCriteria(source, 'stay'), checkin };
  const perHotel = readInt(source, 'numberOfPackagesPerHotel', { min: 1, max: 50 }) ?? 20;
  const page = readInt(source, 'page', { min: 1, max: 100_000 }) ?? 1;
  const limit = readInt(source, 'limit', { min: 1, max: 100 }) ?? 50;
  const orderBy = readEnum(source, 'orderBy', ORDERS) ?? 'priceAsc';
  const index = searchIndex(catalogue);
  const matches = findMatches(index, criteria, orderBy, resolvePlace(index, criteria), allowed).filter((match) =>
    keep(match.priced.sellPrice),
  );
  const capped = capPerHotel(matches, perHotel);
  const start = (page - 1) * limit;
  const shown = firstInOrder(capped, start + limit).slice(start);
  const context: CardContext = { request, lang: langOf(locale), index, criteria, priceType };
  return HttpResponse.json({
    resultsCount: capped.length,
    page,
    limit,
    exactMatches: shown.map((match) => ({ ...productCard(context, match), ...extra(match.entry, match.priced.sellPrice) })),
  });
}

/** What the box covers and what the guest pays on top (the box value pays the stay first). */
const boxExtras = (box: Box) => (_entry: PackageEntry, sellPrice: number) => ({
  boxCode: box.code,
  giftValue: box.value,
  supplement: Math.max(0, sellPrice - box.value),
});

/** GET {gateway}/box-offers/{code} */
export function boxOffers(catalogue: Catalogue, request: Request, code: string): Response {
  const { box, ids } = boxOf(catalogue, code);
  return offersAnswer(catalogue, request, (entry) => ids.has(entry.pkg.id), 'GIFT', boxExtras(box));
}

/** The beneficiary's box: `boxCode` when given, else every box (the affiliate publishes them all). */
function beneficiaryBox(catalogue: Catalogue, source: Source): { box: Box | null; allowed: (entry: PackageEntry) => boolean } {
  requireAffiliate(source);
  const code = readString(source, 'boxCode');
  if (code) {
    const { box, ids } = boxOf(catalogue, code);
    return { box, allowed: (entry) => ids.has(entry.pkg.id) };
  }
  const any = boxLookup(catalogue).anyBox;
  return { box: null, allowed: (entry) => any.has(entry.pkg.id) };
}

/** GET {origin}/beneficiary/boxes/offers */
export function beneficiaryBoxOffers(catalogue: Catalogue, request: Request): Response {
  const { box, allowed } = beneficiaryBox(catalogue, querySource(new URL(request.url).searchParams));
  return offersAnswer(catalogue, request, allowed, 'BENEFICIARY', box ? boxExtras(box) : undefined);
}

const singleVoucherStay = (entry: PackageEntry) => entry.pkg.giftable && entry.singleVoucher !== undefined;

/**
 * GET {origin}/beneficiary/single-vouchers/offers — stays a gift stay can be used for. With
 * matchOfferRangePriceWithGiftAmount=true and a giftAmount (cents) only stays the gift pays
 * entirely are kept; false (the spec's value) keeps them all.
 */
export function beneficiarySingleVoucherOffers(catalogue: Catalogue, request: Request): Response {
  const source = querySource(new URL(request.url).searchParams);
  requireAffiliate(source);
  const match = readBoolean(source, 'matchOfferRangePriceWithGiftAmount') ?? false;
  const giftAmount = readInt(source, 'giftAmount', { min: 0, max: 100_000_000 });
  const keep = match && giftAmount !== undefined ? (price: number) => price <= giftAmount : undefined;
  return offersAnswer(catalogue, request, singleVoucherStay, 'BENEFICIARY', undefined, keep);
}

/** GET {gateway}/box-facets/{code} */
export function boxFacets(catalogue: Catalogue, request: Request, code: string): Response {
  const { ids } = boxOf(catalogue, code);
  return facetsAnswer(catalogue, request, (entry) => ids.has(entry.pkg.id));
}

/** GET {origin}/beneficiary/boxes/facets */
export function beneficiaryBoxFacets(catalogue: Catalogue, request: Request): Response {
  const { allowed } = beneficiaryBox(catalogue, querySource(new URL(request.url).searchParams));
  return facetsAnswer(catalogue, request, allowed);
}

/** GET {origin}/beneficiary/single-vouchers/facets */
export function beneficiarySingleVoucherFacets(catalogue: Catalogue, request: Request): Response {
  requireAffiliate(querySource(new URL(request.url).searchParams));
  return facetsAnswer(catalogue, request, singleVoucherStay);
}

/**
 * GET {gateway}/boxes/{boxCode}/offers — the stays of a box page by page (default 8), most
 * popular hotels first; performMapSearch=true gives every stay's position, unpaged.
 */
export function boxOffersPage(catalogue: Catalogue, request: Request, code: string): Response {
  const { ids } = boxOf(catalogue, code);
  const source = querySource(new URL(request.url).searchParams);
  const lang = langOf(readLocale(source));
  const index = searchIndex(catalogue);
  const stays = [...ids]
    .map((id) => index.byPackageId.get(id))
    .filter((entry): entry is PackageEntry => entry !== undefined && entry.hotel.active)
    .sort((a, b) => b.hotel.popularity - a.hotel.popularity || a.pkg.id - b.pkg.id);
  if (readBoolean(source, 'performMapSearch')) {
    return HttpResponse.json({
      exactMatch: stays.map((entry) => ({ id: entry.pkg.id, location: { lat: entry.hotel.lat, lng: entry.hotel.lng } })),
      searchDetails: { totalCount: stays.length },
    });
  }
  const page = readInt(source, 'page', { min: 1, max: 100_000 }) ?? 1;
  const limit = readInt(source, 'limit', { min: 1, max: 100 }) ?? 8;
  const start = (page - 1) * limit;
  return HttpResponse.json({
    exactMatch: stays.slice(start, start + limit).map((entry) => {
      const uri = productUri(entry.hotel, entry.pkg);
      return {
        id: entry.pkg.id,
        label: entry.pkg.label[lang],
        uri,
        hotel: hotelWire(catalogue, entry.hotel, lang),
        images: entry.pkg.images.map((image) => imageWire(request, image, lang, uri)),
        imageUrl: entry.pkg.images[0] ? imageUrl(request, entry.pkg.images[0].key, '640x360') : null,
        location: { lat: entry.hotel.lat, lng: entry.hotel.lng },
      };
    }),
    searchDetails: { totalCount: stays.length, page, limit },
  });
}
