/**
 * The keys of the product and hotel pages' hash, in the order the codec writes them. Their own module
 * so that the product page's booking loader knows them without the codec's decoders in its first load.
 */
export const HOTEL_HASH_KEY_ORDER = ['checkin', 'checkout', 'night', 'a', 'c', 'b', 'hotelId', 'id', 'theme', 'giftFormat', 'anchor'] as const;

export type HotelHashKey = (typeof HOTEL_HASH_KEY_ORDER)[number];

/** The keys that describe a stay (dates, guests, an offer): a link carrying one is priced at once. */
export const HOTEL_STAY_KEYS: readonly HotelHashKey[] = ['checkin', 'checkout', 'night', 'a', 'c', 'b', 'id'];
