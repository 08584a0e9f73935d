import { href } from '@/routing/href';

/**
 * The contact page's links (part 2 §2): the quick actions open the account's trips page on the
 * hash of the action (the account application answers them), the five popular questions are
 * articles of the site's help centre (the footer's FAQ link, HELP_CENTRE_URL_<LOCALE>). The help
 * centres of the six sites translate the same articles under the same ids.
 */
export const QUICK_ACTIONS = ['modify', 'cancel', 'invoice'] as const;
export type QuickAction = (typeof QUICK_ACTIONS)[number];

export function quickActionHref(action: QuickAction): string {
  return `${href.account.trips()}#${action}`;
}

export const POPULAR_FAQS = ['modifyBooking', 'cancelBooking', 'confirmationEmail', 'giftVoucher', 'paymentMethods'] as const;
export type PopularFaq = (typeof POPULAR_FAQS)[number];

const ARTICLE_IDS: Readonly<Record<PopularFaq, string>> = {
  modifyBooking: '360011204520',
  cancelBooking: '360011204540',
  confirmationEmail: '360011204560',
  giftVoucher: '360011204580',
  paymentMethods: '360011204600',
};

export function faqHref(helpCentre: string, faq: PopularFaq): string {
  return `${helpCentre.replace(/\/+$/, '')}/articles/${ARTICLE_IDS[faq]}`;
}

/** Whether the page is the one a sent message returns to (href.contact(locale, { thankYou: true })). */
export function isThankYou(searchParams: Readonly<Record<string, string | string[] | undefined>>): boolean {
  const ref = searchParams.ref;
  return (Array.isArray(ref) ? ref[0] : ref) === 'contact_thank_you';
}

