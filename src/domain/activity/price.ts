import type { ActivityPrice } from '@/domain/model/activity';

/**
 * The price of an activity voucher for a participant count (part 2 §3 "Activity sell price is per
 * person in cents", §9 "Activity prices divided per participant"). The API's entry for `n`
 * participants gives the price of ONE participant in a group of `n` (the simulator makes groups
 * cheaper per head: its bar price falls 4 % per extra adult), so the order's total is that price
 * times `n`, and the price per participant is the total divided by `n` — the entry's own price.
 * Reference price and saving scale the same way. Cents throughout.
 */
export interface ActivityPriceForCount {
  participants: number;
  /** One participant's price, cents. */
  perParticipant: number;
  /** What the order costs: perParticipant × participants, cents. */
  total: number;
  /** The reference total, struck through; null when there is no reduction to show. */
  refTotal: number | null;
  /** Promo percent once the activity threshold (5 %) is applied: 0 = no badge. */
  promo: number;
  /** What the reduction saves on the whole order, cents (0 without a reduction). */
  moneySaved: number;
}

export function activityPriceFor(prices: readonly ActivityPrice[], participants: number): ActivityPriceForCount | null {
  const entry = prices.find((price) => price.adults === participants);
  if (!entry || !Number.isInteger(participants) || participants < 1) return null;
  const total = entry.sellPrice * participants;
  const reduced = entry.refPrice !== null && entry.refPrice > entry.sellPrice;
  return {
    participants,
    perParticipant: entry.sellPrice,
    total,
    refTotal: reduced ? entry.refPrice! * participants : null,
    promo: reduced ? entry.promo : 0,
    moneySaved: reduced ? (entry.refPrice! - entry.sellPrice) * participants : 0,
  };
}

/** The lowest price per participant of the voucher (its "from" price for cards, structured data, tracking); null without prices. */
export function lowestActivityPrice(prices: readonly ActivityPrice[]): ActivityPrice | null {
  let lowest: ActivityPrice | null = null;
  for (const price of prices) if (lowest === null || price.sellPrice < lowest.sellPrice) lowest = price;
  return lowest;
}
