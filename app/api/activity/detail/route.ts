import { fetchActivityOnlyDetail } from '@/api/activity';
import type { ActivityDetailAnswer, ActivityOrderVoucher } from '@/bff/contracts/activity-detail';
import { activityDetailSchema } from '@/bff/contracts/activity-detail.schema';
import { bffRoute, NO_STORE } from '@/bff/route-handler.server';
import type { ActivityVoucher } from '@/domain/model/activity';
import { getFeatures } from '@/settings/features';

function orderVoucherOf(voucher: ActivityVoucher): ActivityOrderVoucher {
  const picture = voucher.images[0];
  const url = picture ? (picture.sizes['640_360'] ?? picture.url) : (voucher.imagesBySize['640_360'] ?? null);
  return {
    id: voucher.id,
    label: voucher.label,
    uri: voucher.uri,
    published: voucher.published,
    image: url ? { url, alt: picture?.alt || voucher.label } : null,
    mainActivityCenter: voucher.mainActivityCenter,
    prices: voucher.prices,
  };
}

/**
 * The activity checkout summary's voucher. An unknown id (the API's 404) is an answer, `voucher:
 * null`, and so is every id while the activity-only feature is off (its pages answer 404 then, part
 * 2 §2: the flow does not exist); any other failure is 502. The prices decide a purchase: never cached (DESIGN §2).
 */
export const GET = bffRoute(activityDetailSchema, { successCacheControl: NO_STORE }, async (query) => {
  if (!getFeatures().activityOnly) return { ok: true, data: { voucher: null } satisfies ActivityDetailAnswer };
  const result = await fetchActivityOnlyDetail({ id: query.id, locale: query.locale });
  if (result.ok) return { ok: true, data: { voucher: orderVoucherOf(result.data) } satisfies ActivityDetailAnswer };
  if (result.error.kind === 'http' && result.error.status === 404) return { ok: true, data: { voucher: null } satisfies ActivityDetailAnswer };
  return { ok: false };
});
