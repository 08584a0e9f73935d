import 'server-only';
import { mapResult, type ApiResult } from '@/api/core';
import { fetchMenu, type Menu } from '@/api/menu';
import type { Locale } from '@/domain/model/locale';
import { isActivityHref } from '@/routing/activity-routes';
import { getFeatures } from '@/settings/features';
import { menuWithoutLinks } from './rules/activity-links';

/**
 * The site's menus as the shell shows them, one reading for the top bar (rendered on the server)
 * and the burger (which asks /api/menu when the visitor reaches for it): the CMS menu, without the
 * links into the activity-only flow while that feature is off (part 2 §2).
 */
export async function loadShellMenu(locale: Locale): Promise<ApiResult<Menu>> {
  const menu = await fetchMenu(locale, { timeoutMs: 1500 });
  return mapResult(menu, (data) => (getFeatures().activityOnly ? data : menuWithoutLinks(data, isActivityHref)));
}
