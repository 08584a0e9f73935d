import { defineMessages, type NoMessageValues } from '@formatjs/intl';
import type { IntlShape } from 'react-intl';
import { isNewYearsEveOffer } from '@/domain/cards/new-years-eve';
import type { Locale } from '@/domain/model/locale';

export const newYearsEveMessages = defineMessages<{ badge: NoMessageValues }>({
  badge: { id: 'offerCard.newYearsEve', defaultMessage: 'New Year’s Eve' },
});

/** The card's New Year's Eve badge (part 2 §9), one of its rotating badges, when the offer is one in the site's language. */
export function newYearsEveBadges(intl: IntlShape, offer: { label: string; headwords: readonly string[] }, locale: Locale): Array<{ key: string; text: string }> {
  return isNewYearsEveOffer(offer, locale) ? [{ key: 'newYearsEve', text: intl.formatMessage(newYearsEveMessages.badge) }] : [];
}
