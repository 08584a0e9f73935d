/**
 * The product page's flow. Booking links carry the stay in the hash; a gift stay's link says
 * `?flow=gifting` (like the home's Gifts tab), so the server renders the gift price and hides the
 * reference price and promo from the first byte (part 1 §6). Anything else is the booking flow.
 */
export type ProductFlow = 'booking' | 'gifting';

export function productFlowOf(searchParams: Readonly<Record<string, string | string[] | undefined>>): ProductFlow {
  return searchParams.flow === 'gifting' ? 'gifting' : 'booking';
}
