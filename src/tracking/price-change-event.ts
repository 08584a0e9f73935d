import type { DataLayerEntry } from './data-layer';
import { euros, TRACKING_CURRENCY, TRACKING_STAY } from './item-events';

/** Where the price changed: the product page's Book (init checkout) or the booking summary's re-quote. */
export type PriceChangeOrigin = 'product' | 'checkout';
export type PriceChangeDirection = 'lower' | 'higher';

export interface PriceChange {
  origin: PriceChangeOrigin;
  direction: PriceChangeDirection;
  /** Cents: the total the visitor saw, and the one the booking is now at. */
  oldTotal: number;
  newTotal: number;
  /** The stay, when known (its product id and name). */
  item?: { id: number; name: string };
}

/**
 * The price-update modal's event (part 1 §4 "The price-change tracking event is sent once per
 * opening"; part 2 §7 "Price-change events and tracking currency: euros"), with the spec's default
 * tracked stay like the other ecommerce events.
 */
export function priceChangeEvent(change: PriceChange): DataLayerEntry {
  return {
    event: 'price_change',
    price_change: {
      origin: change.origin,
      direction: change.direction,
      currency: TRACKING_CURRENCY,
      old_value: euros(change.oldTotal),
      new_value: euros(change.newTotal),
      difference: euros(change.newTotal - change.oldTotal),
      ...TRACKING_STAY,
      ...(change.item ? { item_id: String(change.item.id), item_name: change.item.name } : {}),
    },
  };
}

/** Which way a total moved; null when it did not. */
export function priceChangeDirection(oldTotal: number, newTotal: number): PriceChangeDirection | null {
  if (newTotal === oldTotal) return null;
  return newTotal < oldTotal ? 'lower' : 'higher';
}
