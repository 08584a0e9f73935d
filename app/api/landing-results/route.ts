import { landingResultsSchema } from '@/bff/contracts/landing-results.schema';
import { answered, bffRoute, NO_STORE } from '@/bff/route-handler.server';
import { landingResults } from '@/screens/landing/results.server';

/** A landing's top-results block; search failures read as no results. Prices: never cached (DESIGN §2). */
export const GET = bffRoute(landingResultsSchema, { successCacheControl: NO_STORE }, async (query) => answered(await landingResults(query)));
