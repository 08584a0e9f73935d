import { cacheTags, catalogueCache } from '@/caching/cache-tags';
import { mapResult, request, segment, type ApiResult, type CallOptions } from '@/api/core';
import type { BoxDetail, BoxListItem } from '@/domain/model/box';
import type { Locale } from '@/domain/model/locale';
import { toBoxDetail, toBoxList } from './reshape';
import { boxDetailSchema, boxSearchSchema } from './schemas';

/**
 * GET {gateway}/boxes/{code}/product-detail (part 1 §7). The data is null when the answer
 * carries an error or no code; use boxDetailOrNull for the page's single rule.
 */
export async function fetchBoxDetail(params: { code: string; locale: Locale }, options?: CallOptions): Promise<ApiResult<BoxDetail | null>> {
  const result = await request({
    service: 'gateway',
    path: `/boxes/${segment(params.code)}/product-detail`,
    query: { locale: params.locale },
    schema: boxDetailSchema,
    label: { operation: 'box product-detail', location: 'box.detail' },
    cache: catalogueCache(cacheTags.box(params.code)),
    ...options,
  });
  return mapResult(result, toBoxDetail);
}

/** Part 1 §8: box product detail — error or no code yields null. */
export const boxDetailOrNull = (result: ApiResult<BoxDetail | null>): BoxDetail | null => (result.ok ? result.data : null);

/**
 * GET {gateway}/boxes/search?type=Digital (part 2 §7): the boxes as the API answers them. Which of
 * them a page shows and in what order (EBOX codes only, the per-country ranking) is the box
 * listing's rule: src/domain/box-listing.
 */
export async function fetchBoxes(params: { locale: Locale }, options?: CallOptions): Promise<ApiResult<BoxListItem[]>> {
  const result = await request({
    service: 'gateway',
    path: '/boxes/search',
    query: { locale: params.locale, type: 'Digital' },
    schema: boxSearchSchema,
    label: { operation: 'boxes search', location: 'box.listing' },
    cache: catalogueCache(cacheTags.boxes(params.locale)),
    ...options,
  });
  return mapResult(result, toBoxList);
}
