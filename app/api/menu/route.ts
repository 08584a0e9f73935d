import { CATALOGUE_REVALIDATE_SECONDS } from '@/caching/cache-tags';
import { shellMenuSchema } from '@/bff/contracts/shell-menu.schema';
import { bffRoute } from '@/bff/route-handler.server';
import { loadShellMenu } from '@/components/shell/shell-menu.server';

/**
 * The site's menus read the same for every visitor: kept publicly as long as the menu read behind
 * it (cached that long under the `menu` tag). A failed read is an error, never cached (bffRoute).
 */
const MENU_CACHE_CONTROL = `public, max-age=${CATALOGUE_REVALIDATE_SECONDS}`;

/** The burger's menus, asked when the visitor reaches for it. */
export const GET = bffRoute(shellMenuSchema, { successCacheControl: MENU_CACHE_CONTROL }, (query) => loadShellMenu(query.locale));
