import type { DataLayerEntry } from './data-layer';

/**
 * Ecommerce events of the result lists (part 2 §7: view_item_list, select_item). Tracking prices
 * are in euros (cents divided by 100, part 2 §9) and the tracked stay is the spec's default one:
 * 2 adults, 0 kids, 0 babies, 1 night — whatever the visitor searched.
 */
export const TRACKING_CURRENCY = 'EUR';
export const TRACKING_STAY = { adults: 2, kids: 0, babies: 0, nights: 1 } as const;

export interface TrackedItem {
  item_id: string;
  item_name: string;
  /** Euros. */
  price: number;
  /** 0-based position in the whole result list (page 2 starts after page 1's items). */
  index: number;
  item_category: string;
  item_list_name: string;
  quantity: 1;
}

/** What a list item gives the tracking: its id, name, price in cents and category. */
export interface ListedItem {
  id: number;
  name: string;
  priceCents: number;
  category: string;
}

/** Cents to euros, to the cent (no float noise: 12345 → 123.45). */
export function euros(cents: number): number {
  return Math.round(cents) / 100;
}

export function trackedItems(items: readonly ListedItem[], list: { name: string; firstIndex: number }): TrackedItem[] {
  return items.map((item, position) => ({
    item_id: String(item.id),
    item_name: item.name,
    price: euros(item.priceCents),
    index: list.firstIndex + position,
    item_category: item.category,
    item_list_name: list.name,
    quantity: 1,
  }));
}

/** Items shown: once per page of results. */
export function viewItemListEvent(items: readonly TrackedItem[], listName: string): DataLayerEntry {
  return { event: 'view_item_list', ecommerce: { currency: TRACKING_CURRENCY, item_list_name: listName, ...TRACKING_STAY, items } };
}

/** A card clicked, before the browser leaves for its page. */
export function selectItemEvent(item: TrackedItem): DataLayerEntry {
  return { event: 'select_item', ecommerce: { currency: TRACKING_CURRENCY, item_list_name: item.item_list_name, ...TRACKING_STAY, items: [item] } };
}

/** The tag manager keeps the last ecommerce object: cleared before each ecommerce event. */
export const CLEAR_ECOMMERCE: DataLayerEntry = { ecommerce: null };

/** A product with the price the visitor sees, for the single-item events. */
export interface ProductItem {
  /** A product's id; a gift order without a product names its item by the box code or 'giftcard'. */
  id: number | string;
  name: string;
  priceCents: number;
  category: string;
}

/** The single-item ecommerce events share one shape: the tracked stay is the spec's default one. */
function productItemEvent(event: 'view_item' | 'add_to_cart', item: ProductItem): DataLayerEntry {
  return {
    event,
    ecommerce: {
      currency: TRACKING_CURRENCY,
      value: euros(item.priceCents),
      ...TRACKING_STAY,
      items: [{ item_id: String(item.id), item_name: item.name, price: euros(item.priceCents), item_category: item.category, quantity: 1 }],
    },
  };
}

/** One product viewed (a product page's load, part 2 §7), with the spec's default stay. */
export const viewItemEvent = (item: ProductItem): DataLayerEntry => productItemEvent('view_item', item);

/** The stay handed off to checkout (part 2 §7 add-to-cart), at the price the visitor agreed to. */
export const addToCartEvent = (item: ProductItem): DataLayerEntry => productItemEvent('add_to_cart', item);

/** A booking confirmed and paid (GA4's purchase): its reference, what was paid, the stay. Sent once per booking. */
export function purchaseEvent(purchase: { reference: string; paidCents: number; item: ProductItem }): DataLayerEntry {
  const event = productItemEvent('view_item', purchase.item);
  return { event: 'purchase', ecommerce: { ...(event.ecommerce as Record<string, unknown>), transaction_id: purchase.reference, value: euros(purchase.paidCents) } };
}
