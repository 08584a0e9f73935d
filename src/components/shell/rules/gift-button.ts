import { isLocale } from '@/domain/model/locale';
import { href } from '@/routing/href';

/** The sites whose gift button opens the gift drawer (part 2 §4). */
export const GIFT_DRAWER_LOCALES: readonly string[] = ['es_ES', 'nl_BE', 'fr_BE', 'it_IT', 'nl_NL', 'fr_FR'];

export type GiftButtonBehaviour = { kind: 'drawer' } | { kind: 'link'; href: string; external: boolean };

/**
 * Part 2 §4: the drawer when not in customer-care mode and the locale is one of the six;
 * otherwise a link out to the gift site — or, in customer-care mode, to a page of the locale
 * (the home's Gifts tab, docs/decisions.md), so staff stay on the site of the customer.
 */
export function giftButtonBehaviour(input: { locale: string; customerCare: boolean; giftSiteUrl: string }): GiftButtonBehaviour {
  if (!input.customerCare && GIFT_DRAWER_LOCALES.includes(input.locale)) return { kind: 'drawer' };
  if (input.customerCare && isLocale(input.locale)) return { kind: 'link', href: href.home(input.locale, { flow: 'gifting' }), external: false };
  return { kind: 'link', href: input.giftSiteUrl, external: true };
}
