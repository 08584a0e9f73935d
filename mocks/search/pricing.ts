import { addDays } from '../catalogue/days';
import type { Catalogue } from '../catalogue/types';
import type { Criteria } from './criteria';
import type { PackageEntry } from './indexes';

export type PriceType = 'FROM_PRICE' | 'FINAL_PRICE' | 'GIFT' | 'BENEFICIARY';

/** What a card shows for one package under one set of criteria (cents). */
export interface Priced {
  sellPrice: number;
  refPrice: number;
  promo: number;
  priceType: PriceType;
  nights: number;
  checkin: string | null;
  /** Rooms left over the stay (fewest over its nights); null without dates. */
  availableRooms: number | null;
}

/** The parts of the criteria that decide a price, prepared once per search. */
export interface PriceContext {
  catalogue: Catalogue;
  gift: boolean;
  giftNights: number;
  physicalOnly: boolean;
  checkin: string | null;
  nights: number;
  /** The days of each night of the stay (checkin, checkin+1, …), or null without dates. */
  days: readonly string[] | null;
  /**
   * Day prices are for 2 adults. Each adult pays half of it, a child half an adult's share and a
   * baby nothing — a simple, documented scaling (docs/api/search.md).
   */
  paxFactor: number;
}

export function priceContext(catalogue: Catalogue, criteria: Criteria): PriceContext {
  const gift = criteria.type === 'gift';
  const dated = !gift && criteria.checkin !== null;
  const days = dated ? Array.from({ length: criteria.nights }, (_, i) => addDays(criteria.checkin as string, i)) : null;
  return {
    catalogue,
    gift,
    giftNights: criteria.giftNights,
    physicalOnly: criteria.giftFormat === 'physical',
    checkin: dated ? criteria.checkin : null,
    nights: gift ? criteria.giftNights : criteria.nights,
    days,
    paxFactor: gift ? 1 : (criteria.adults + criteria.children / 2) / 2,
  };
}

export function withReference(sellPrice: number, refPriceRatio: number): { sellPrice: number; refPrice: number; promo: number } {
  const refPrice = Math.max(sellPrice, Math.round(sellPrice * refPriceRatio));
  const promo = refPrice > 0 ? Math.round(((refPrice - sellPrice) / refPrice) * 100) : 0;
  return { sellPrice, refPrice, promo };
}

/** Single-voucher price (bucket 1) for the gift's nights, or undefined when the package is no gift. */
export function giftPrice(entry: PackageEntry, nights: number, physicalOnly = false): number | undefined {
  if (!entry.pkg.giftable || !entry.singleVoucher) return undefined;
  if (physicalOnly && !entry.singleVoucher.physicalAvailable) return undefined;
  return entry.giftPriceByNights.get(nights);
}

/**
 * The price of a package, or null when it cannot be sold under these criteria: with dates every
 * night must be available with rooms left and the check-in day's minimum stay respected.
 */
export function priceOf(context: PriceContext, entry: PackageEntry): Priced | null {
  const { pkg } = entry;
  if (context.gift) {
    const price = giftPrice(entry, context.giftNights, context.physicalOnly);
    if (price === undefined) return null;
    return { ...withReference(price, pkg.refPriceRatio), priceType: 'GIFT', nights: context.giftNights, checkin: null, availableRooms: null };
  }
  if (!context.days) {
    const sellPrice = Math.round(pkg.fromPrice * context.paxFactor);
    return { ...withReference(sellPrice, pkg.refPriceRatio), priceType: 'FROM_PRICE', nights: context.nights, checkin: null, availableRooms: null };
  }
  let total = 0;
  let rooms = Number.POSITIVE_INFINITY;
  for (let i = 0; i < context.days.length; i++) {
    const day = context.catalogue.dayPrice(pkg.id, context.days[i] as string);
    if (!day || day.roomsLeft <= 0) return null;
    if (i === 0 && day.minLos > context.nights) return null;
    total += day.price;
    rooms = Math.min(rooms, day.roomsLeft);
  }
  const sellPrice = Math.round(total * context.paxFactor);
  return {
    ...withReference(sellPrice, pkg.refPriceRatio),
    priceType: 'FINAL_PRICE',
    nights: context.nights,
    checkin: context.checkin,
    availableRooms: rooms,
  };
}

/**
 * A price the package cannot go below under these criteria (fromPrice is the lowest day price of
 * the window), so a priceMax can reject it before reading any day. Gifts have no bound here.
 */
export function priceFloor(context: PriceContext, entry: PackageEntry): number {
  if (context.gift) return 0;
  const nights = context.days ? context.days.length : 1;
  return Math.round(entry.pkg.fromPrice * nights * context.paxFactor);
}
