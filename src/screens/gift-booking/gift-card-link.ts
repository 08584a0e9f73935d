/**
 * Contract 2 for gift cards: the gift summary of a card is `?type=giftcard&amount=<cents>`. The
 * summary checks the amount against the gift card's bounds again: the link is not trusted.
 *
 * Takes the summary's path rather than the locale: the gift card form calls it in the browser, which
 * then needs none of the route tables (href.giftBooking(locale) is the server's, passed as a prop).
 */
export function giftCardBookingHref(giftBookingPath: string, amountCents: number): string {
  return `${giftBookingPath}?${new URLSearchParams({ type: 'giftcard', amount: String(amountCents) })}`;
}
