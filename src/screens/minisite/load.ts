import { redirect, RedirectType } from 'next/navigation';
import { fetchMinisite } from '@/api/content';
import type { ResultCard } from '@/components/blocks';
import { partnerSiteRedirect } from '@/domain/minisite/context';
import type { Minisite } from '@/domain/model/content';
import { href, type RouteOf } from '@/routing';
import { partnerOffers } from './offers.server';

/**
 * A partner page never 404s (the route already checked the slug against the partner list): the
 * CMS's "no such minisite" shows the fallback page's content, any other failure 'Oops, something
 * went wrong' (part 2 §8, like the ideas and box pages); both answer 200, noindex.
 */
export type MinisiteData =
  | { kind: 'ok'; minisite: Minisite; offers: ResultCard[] }
  | { kind: 'gone' }
  | { kind: 'failed' };

/** How many offers the partner page lists (two rows of a wide screen). */
export const PARTNER_OFFER_COUNT = 6;

export async function load(route: RouteOf<'minisite'>): Promise<MinisiteData> {
  const { locale } = route;
  const partner = route.params.partner;
  // Both at once: the offers are the page's site's, which is the partner's unless it redirects.
  const [result, offers] = await Promise.all([fetchMinisite(partner, locale), partnerOffers(partner, locale, PARTNER_OFFER_COUNT)]);
  if (!result.ok) return result.error.kind === 'http' && result.error.status === 404 ? { kind: 'gone' } : { kind: 'failed' };
  const home = partnerSiteRedirect(result.data.minisiteLocale, locale);
  // Thrown before anything is rendered, so the answer is a real 307 (the CMS may move a partner).
  if (home !== null) redirect(href.minisite(home, partner), RedirectType.replace);
  return { kind: 'ok', minisite: result.data, offers };
}
