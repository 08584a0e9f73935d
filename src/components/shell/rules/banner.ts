import { safeHref } from '@/routing/safe-url';
import { isCountdownVisible, remainingTime } from '@/domain/content/countdown';
import { announcementBannerFor, type AnnouncementBanner, type AnnouncementBannerEntry, type Flow, type PageKind, type PromoBar } from '@/domain/model/cms';

/** The page kinds of the shell: the spec's three that can carry a banner, and every other page. */
export type ShellPageKind = PageKind | 'other';

export interface BannerToShow {
  banner: AnnouncementBanner;
  /** A safe link for the banner, or null. */
  href: string | null;
  /** Present only while now lies between the countdown's start and end (part 2 §4). */
  countdown: { end: string; remainingMs: number } | null;
}

/**
 * The announcement banner of a page (part 2 §2): the page's own when it has one (the homepage call
 * holds the banner of its flow), else the gateway's banner for the page kind and flow; never in
 * customer-care mode (§6), never on other pages. `own` undefined: the page has no content of its
 * own, the gateway decides; null: the page's content says no banner. Its countdown shows only
 * inside its window; the banner itself shows either way.
 */
export function bannerToShow(input: {
  entries: readonly AnnouncementBannerEntry[];
  own?: AnnouncementBanner | null;
  pageKind: ShellPageKind;
  flow: Flow;
  customerCare: boolean;
  now: Date;
}): BannerToShow | null {
  if (input.customerCare || input.pageKind === 'other') return null;
  const banner = input.own !== undefined ? input.own : announcementBannerFor(input.entries, input.pageKind, input.flow);
  if (!banner) return null;
  const countdown =
    banner.countDown && isCountdownVisible(banner.countDown, input.now)
      ? { end: banner.countDown.end, remainingMs: remainingTime(banner.countDown.end, input.now).totalMs }
      : null;
  return { banner, href: banner.link ? safeHref(banner.link.url) : null, countdown };
}

/**
 * The promo bar of a page (part 2 §7 promoBars: bars by page kind and flow): the page's own when it
 * gives one (the home's, chosen from the same list with its homepage's bar as fallback), else the
 * first bar published for the page kind and flow. Customer-care mode hides promo blocks (part 1 §6).
 */
export function promoBarToShow(input: {
  bars: readonly PromoBar[];
  own?: PromoBar | null;
  pageKind: ShellPageKind;
  flow: Flow;
  customerCare: boolean;
}): PromoBar | null {
  if (input.customerCare || input.pageKind === 'other') return null;
  if (input.own !== undefined) return input.own;
  return input.bars.find((bar) => bar.page === input.pageKind && bar.flow === input.flow) ?? null;
}
