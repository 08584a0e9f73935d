import { fetchProductOffers } from '@/api/product';
import { productOffersSchema } from '@/bff/contracts/product-offers.schema';
import { bffRoute, NO_STORE } from '@/bff/route-handler.server';

/** The product page's offers. Prices: never cached; a failure answers 502. */
export const GET = bffRoute(productOffersSchema, { successCacheControl: NO_STORE }, async (query) => {
  const result = await fetchProductOffers(query);
  return result.ok ? { ok: true, data: { offers: result.data } } : result;
});
