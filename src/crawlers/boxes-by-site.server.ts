import 'server-only';
import { fetchBoxes } from '@/api/box';
import { LOCALES } from '@/domain/model/locale';
import type { BoxesBySite } from './box-alternates';

/**
 * Every site's boxes search (cached catalogue reads, the ones the box listings make): the box
 * page's and the sitemap's hreflang read them. A failed site is absent from the answer.
 */
export async function loadBoxesBySite(): Promise<BoxesBySite> {
  const answers = await Promise.all(LOCALES.map(async (locale) => ({ locale, result: await fetchBoxes({ locale }) })));
  const sites: BoxesBySite = {};
  for (const { locale, result } of answers) if (result.ok) sites[locale] = result.data;
  return sites;
}
