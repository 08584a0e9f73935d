import type { Catalogue, CountryCode } from '../catalogue/types';
import type { PackageEntry } from './indexes';

/**
 * A partner minisite's offers (the `minisite` search criterion): the stays the partner sells,
 * a deterministic share of the packages of active hotels in the partner's country, so the
 * partner page, its footer's starting price and the tests agree on the same stays. Prices are the
 * storefront's own: the checkout (init-checkout) carries no minisite, so a partner price here
 * would read as a price change at Book.
 */
export interface PartnerScope {
  slug: string;
  country: CountryCode;
}

/** One package in this many is the partner's (a different share for each partner). */
const SHARE = 3;

function seedOf(slug: string): number {
  let seed = 0;
  for (const char of slug) seed = (seed * 31 + char.charCodeAt(0)) % 1_000_003;
  return seed;
}

/** Whether a package of the partner's country belongs to the partner's selection. */
export function partnerSells(partner: PartnerScope, packageId: number): boolean {
  // Mixed (not a plain modulo) so two partners of one country do not sell the same stays.
  const mixed = Math.imul(packageId ^ seedOf(partner.slug), 0x9e3779b1) >>> 0;
  return (mixed >>> 16) % SHARE === 0;
}

/** The search's narrowing for a partner: its country's hotels, its share of their packages. */
export function partnerFilter(catalogue: Catalogue, partner: PartnerScope): (entry: PackageEntry) => boolean {
  return (entry) => catalogue.index.cityById.get(entry.hotel.cityId)?.country === partner.country && partnerSells(partner, entry.pkg.id);
}

/** The lowest from-price (2 adults, one night, cents) of the partner's selection; null when it has none. */
export function partnerFromPrice(catalogue: Catalogue, partner: PartnerScope): number | null {
  let lowest: number | null = null;
  for (const hotel of catalogue.hotels) {
    if (!hotel.active || catalogue.index.cityById.get(hotel.cityId)?.country !== partner.country) continue;
    for (const packageId of hotel.packageIds) {
      const price = catalogue.index.packageById.get(packageId)?.fromPrice;
      if (price === undefined || price <= 0 || !partnerSells(partner, packageId)) continue;
      if (lowest === null || price < lowest) lowest = price;
    }
  }
  return lowest;
}
