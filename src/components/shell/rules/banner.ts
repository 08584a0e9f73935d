import { safeHref } from '@/routing/safe-url';
import { isCountdownVisible, remainingTime } from '@/domain/content/countdown';
import { announcementBannerFor, type AnnouncementBanner, type AnnouncementBannerEntry, type Flow, type PageKind } from '@/domain/model/cms';

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
 * The announcement banner of a page (part 2 §2): the CMS's banner for the page kind and flow,
 * never in customer-care mode (§6), never on other pages. Its countdown shows only inside its
 * window; the banner itself shows either way.
 */
export function bannerToShow(input: {
  entries: readonly AnnouncementBannerEntry[];
  pageKind: ShellPageKind;
  flow: Flow;
  customerCare: boolean;
  now: Date;
}): BannerToShow | null {
  if (input.customerCare || input.pageKind === 'other') return null;
  const banner = announcementBannerFor(input.entries, input.pageKind, input.flow);
  if (!banner) return null;
  const countdown =
    banner.countDown && isCountdownVisible(banner.countDown, input.now)
      ? { end: banner.countDown.end, remainingMs: remainingTime(banner.countDown.end, input.now).totalMs }
      : null;
  return { banner, href: banner.link ? safeHref(banner.link.url) : null, countdown };
}
