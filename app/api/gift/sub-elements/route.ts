import { fetchCustomSubElements } from '@/api/gift';
import { giftSubElementsSchema } from '@/bff/contracts/gift-sub-elements.schema';
import { bffRoute, NO_STORE } from '@/bff/route-handler.server';

/** The custom gift sub-elements and their prices. Never cached here (the API read is, under its tag). */
export const GET = bffRoute(giftSubElementsSchema, { successCacheControl: NO_STORE }, async ({ locale }) => {
  const result = await fetchCustomSubElements({ locale });
  return result.ok ? { ok: true, data: { categories: result.data } } : result;
});
