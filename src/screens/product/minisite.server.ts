import 'server-only';
import { fetchMinisite } from '@/api/content';
import { minisiteContextApplies, minisiteOfQuery } from '@/domain/minisite/context';
import type { PartnerMinisite } from '@/domain/model/content';
import type { Locale } from '@/domain/model/locale';
import type { ScreenContext } from '../screen-module';

/** The partner a product page was entered from, as the page shows it (its band) and books through. */
export interface PartnerContext {
  slug: PartnerMinisite;
  name: string;
  logoUrl: string | null;
}

/**
 * The minisite context of a product page (Contract MS): the query's partner, confirmed by the
 * minisites call (cached 5 minutes) on the partner's own site. Unknown slug, another site or a
 * failed call: no context — the page is the ordinary one and its calls carry no minisite.
 */
export async function partnerContextOf(locale: Locale, searchParams: ScreenContext['searchParams']): Promise<PartnerContext | null> {
  const slug = minisiteOfQuery(searchParams);
  if (slug === null) return null;
  const result = await fetchMinisite(slug, locale, { timeoutMs: 1500 });
  if (!result.ok || !minisiteContextApplies(result.data.minisiteLocale, locale)) return null;
  return { slug, name: result.data.partnerName, logoUrl: result.data.logoUrl };
}
