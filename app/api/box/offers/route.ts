import { CATALOGUE_REVALIDATE_SECONDS } from '@/caching/cache-tags';
import { boxOffersSchema } from '@/bff/contracts/box-offers.schema';
import { bffRoute } from '@/bff/route-handler.server';
import { boxCodeForFormat } from '@/domain/box';
import { loadBoxStaysPage } from '@/screens/box/stays.server';

/**
 * The next pages of a box's stays. They carry no price and read the same for every visitor: kept
 * publicly as long as the catalogue read behind them. Errors are never cached (bffRoute).
 */
const CACHE_CONTROL = `public, max-age=${CATALOGUE_REVALIDATE_SECONDS}`;

export const GET = bffRoute(boxOffersSchema, { successCacheControl: CACHE_CONTROL }, ({ locale, code, page }) =>
  loadBoxStaysPage(locale, boxCodeForFormat(code, 'digital'), page),
);
