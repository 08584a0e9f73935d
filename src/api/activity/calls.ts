import { cacheTags, catalogueCache } from '@/caching/cache-tags';
import { mapResult, request, segment, type ApiResult, type CallOptions } from '@/api/core';
import type { ActivityVoucher } from '@/domain/model/activity';
import type { Locale } from '@/domain/model/locale';
import type { Image } from '@/domain/model/product';
import { toActivityImages, toActivityVoucher } from './reshape';
import { activityImagesSchema, activityVoucherSchema } from './schemas';

/** GET {api}/activity-only/weekend/{id}/detail.json — activity voucher page (part 1 §7, part 2 §3). */
export async function fetchActivityOnlyDetail(params: { id: number | string; locale: Locale }, options?: CallOptions): Promise<ApiResult<ActivityVoucher>> {
  const result = await request({
    service: 'api',
    path: `/activity-only/weekend/${segment(params.id)}/detail.json`,
    query: { locale: params.locale },
    schema: activityVoucherSchema,
    label: { operation: 'activity-only detail', location: 'activity.voucher' },
    cache: catalogueCache(cacheTags.activity(params.id)),
    ...options,
  });
  return mapResult(result, toActivityVoucher);
}

/** GET {api}/activities/{id}/images.json — pictures of one activity of a stay (part 1 §7). */
export async function fetchActivityImages(params: { id: number | string; locale: Locale }, options?: CallOptions): Promise<ApiResult<Image[]>> {
  const result = await request({
    service: 'api',
    path: `/activities/${segment(params.id)}/images.json`,
    query: { locale: params.locale },
    schema: activityImagesSchema,
    label: { operation: 'activity images', location: 'weekend.product' },
    cache: catalogueCache(cacheTags.activityImages(params.id)),
    ...options,
  });
  return mapResult(result, toActivityImages);
}
