import type { Locale } from '@/domain/model/locale';
import { href } from '@/routing/href';

/**
 * Contract 2 for gift cards: the gift summary of a card is `?type=giftcard&amount=<cents>`. The
 * summary checks the amount against the gift card's bounds again: the link is not trusted.
 */
export function giftCardBookingHref(locale: Locale, amountCents: number): string {
  return `${href.giftBooking(locale)}?${new URLSearchParams({ type: 'giftcard', amount: String(amountCents) })}`;
}
