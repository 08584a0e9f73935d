/**
 * The room offers' choose buttons carry this attribute with their offer's id: the offers' island
 * (./hotel-offers.tsx) takes their clicks, on the server's cards as on its own. Markup's side only:
 * no store here, so that the server's cards can import it.
 */
export const CHOOSE_OFFER_ATTRIBUTE = 'data-choose-offer';

/** The offer whose choose button an event came from, or null. */
export function chosenOfferOf(target: EventTarget | null): number | null {
  const raw = target instanceof Element ? target.closest(`[${CHOOSE_OFFER_ATTRIBUTE}]`)?.getAttribute(CHOOSE_OFFER_ATTRIBUTE) : null;
  const offerId = raw ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(offerId) && offerId > 0 ? offerId : null;
}
