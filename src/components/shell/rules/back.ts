import type { Locale } from '@/domain/model/locale';
// Not the routing index: the back arrow is a client island, it needs the href builders only.
import { href } from '@/routing/href';
import type { Screen } from '@/routing/route';
import { giftSetupCodec } from '@/state/hash/gift-setup-codec';
import { stayHref } from '@/routing/stay-href';
import { readStay } from '@/state/hash/stay-hash';

/**
 * Where the back arrow of a simplified page goes (part 2 §2 header): to the hotel page with the
 * dates and guests kept when the page carries a hotelId, to home for two routes (booking lookup and
 * gift card: pages often reached from an e-mail, where history back would leave the site —
 * docs/decisions.md), otherwise one step back in history (home when there is no history).
 */
export const HOME_BACK_SCREENS: readonly Screen[] = ['booking-lookup', 'gift-card'];

/** The hotel page's hash keys that the back arrow keeps (dates and guests), from the hash or the query. */
const KEPT_HOTEL_KEYS = ['checkin', 'checkout', 'night', 'a', 'c', 'b'] as const;

export type BackTarget = { kind: 'href'; href: string } | { kind: 'history' };

const HOTEL_ID = /^[1-9][0-9]{0,14}$/;
const PRODUCT_ID = HOTEL_ID;

/**
 * The gift summary of a stay (href.giftBooking with a productId) goes back to the product page in
 * the gifting flow with its gift setup in the hash, read and printed by the gift setup codec.
 */
function giftSetupBack(locale: Locale, query: URLSearchParams): BackTarget | null {
  const productId = query.get('productId');
  if (productId === null || !PRODUCT_ID.test(productId)) return null;
  const setup = new URLSearchParams();
  for (const key of ['giftFormat', 'giftNights', 'bucket', 'upsell']) {
    const value = query.get(key);
    if (value !== null) setup.set(key, value);
  }
  for (const id of (query.get('subElements') ?? '').split(',')) if (id !== '') setup.append('subElements[]', id);
  const fragment = giftSetupCodec.print(giftSetupCodec.parse(setup.toString()));
  return { kind: 'href', href: `${href.product(locale, Number(productId), undefined, { flow: 'gifting' })}${fragment ? `#${fragment}` : ''}` };
}

function params(text: string, prefix: string): URLSearchParams {
  return new URLSearchParams(text.startsWith(prefix) ? text.slice(1) : text);
}

export function backTarget(input: { locale: Locale; screen: Screen | null; hash: string; search: string }): BackTarget {
  const hash = params(input.hash, '#');
  const query = params(input.search, '?');
  const hotelId = hash.get('hotelId') ?? query.get('hotelId');
  if (hotelId !== null && HOTEL_ID.test(hotelId)) {
    const kept = new URLSearchParams();
    for (const key of KEPT_HOTEL_KEYS) {
      const value = hash.get(key) ?? query.get(key);
      if (value) kept.set(key, value);
    }
    // Read by the hotel hash codec, printed by the one stay link: the hotel page gets the keys it reads, in its order.
    return { kind: 'href', href: stayHref(input.locale, { hotel: Number(hotelId) }, readStay(kept.toString())) };
  }
  if (input.screen === 'gift-booking') {
    const gift = giftSetupBack(input.locale, query);
    if (gift) return gift;
  }
  if (input.screen !== null && HOME_BACK_SCREENS.includes(input.screen)) return { kind: 'href', href: href.home(input.locale) };
  return { kind: 'history' };
}
