import { CATALOGUE_REVALIDATE_SECONDS } from '@/caching/cache-tags';
import { boxMapSchema } from '@/bff/contracts/box-map.schema';
import { bffRoute } from '@/bff/route-handler.server';
import { boxCodeForFormat } from '@/domain/box';
import { loadBoxMap } from '@/screens/box/stays.server';

/** Every stay of a box with its position (the map's markers); a catalogue read like the pages. */
const CACHE_CONTROL = `public, max-age=${CATALOGUE_REVALIDATE_SECONDS}`;

export const GET = bffRoute(boxMapSchema, { successCacheControl: CACHE_CONTROL }, ({ locale, code }) =>
  loadBoxMap(locale, boxCodeForFormat(code, 'digital')),
);
