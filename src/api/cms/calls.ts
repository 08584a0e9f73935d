import { cacheTags, catalogueCache } from '@/caching/cache-tags';
import { mapResult, request, type ApiResult, type CallOptions } from '@/api/core';
import type { AnnouncementBannerEntry, Homepage, PromoBar, SerpBoxBlock } from '@/domain/model/cms';
import type { Locale } from '@/domain/model/locale';
import { toAnnouncementEntries, toGiftBlocks, toHomepage, toPromoBar, toSerpBoxBlock, toTargetedBanners, type GiftBlocks, type TargetedBanners } from './reshape';
import { announcementBannersSchema, giftBlockSchema, homepageSchema, promoBarsSchema, serpBoxBlockSchema, targetedBannersSchema } from './schemas';

/** GET {cms}/api/cms/homepage?locale — per-flow homepage content. */
export async function fetchHomepage(locale: Locale, options?: CallOptions): Promise<ApiResult<Homepage>> {
  const result = await request({
    service: 'cms',
    path: '/api/cms/homepage',
    query: { locale },
    schema: homepageSchema,
    label: { operation: 'homepage', location: 'content.home' },
    cache: catalogueCache(cacheTags.homepage(locale)),
    ...options,
  });
  return mapResult(result, toHomepage);
}

/** GET {gateway}/cms/announcementBanner?locale — banners per page kind and flow, in that locale. */
export async function fetchAnnouncementBanners(locale: Locale, options?: CallOptions): Promise<ApiResult<AnnouncementBannerEntry[]>> {
  const result = await request({
    service: 'gateway',
    path: '/cms/announcementBanner',
    query: { locale },
    schema: announcementBannersSchema,
    label: { operation: 'announcementBanner', location: 'content.shell' },
    cache: catalogueCache(cacheTags.announcementBanner(locale)),
    ...options,
  });
  return mapResult(result, (wire) => toAnnouncementEntries(wire, locale));
}

/** GET {cms}/api/cms/promoBars?locale — promo bars with their page and flow. */
export async function fetchPromoBars(locale: Locale, options?: CallOptions): Promise<ApiResult<PromoBar[]>> {
  const result = await request({
    service: 'cms',
    path: '/api/cms/promoBars',
    query: { locale },
    schema: promoBarsSchema,
    label: { operation: 'promoBars', location: 'content.shell' },
    cache: catalogueCache(cacheTags.promoBars(locale)),
    ...options,
  });
  return mapResult(result, (bars) => bars.map(toPromoBar));
}

/** GET {cms}/api/cms/box-block-serp?locale — the gift box block of search results (failure: render nothing). */
export async function fetchSerpBoxBlock(locale: Locale, options?: CallOptions): Promise<ApiResult<SerpBoxBlock>> {
  const result = await request({
    service: 'cms',
    path: '/api/cms/box-block-serp',
    query: { locale },
    schema: serpBoxBlockSchema,
    label: { operation: 'box-block-serp', location: 'content.search' },
    cache: catalogueCache(cacheTags.boxBlockSerp(locale)),
    ...options,
  });
  return mapResult(result, toSerpBoxBlock);
}

/**
 * GET {cms}/content/giftBlock.json — gift block per locale. With `avoidCache` it is read through
 * the front gateway and never cached (the cache-avoidance path of part 1 §7).
 */
export async function fetchGiftBlocks(options?: CallOptions & { avoidCache?: boolean }): Promise<ApiResult<GiftBlocks>> {
  const { avoidCache = false, ...callOptions } = options ?? {};
  const result = await request({
    service: avoidCache ? 'gateway' : 'cms',
    path: '/content/giftBlock.json',
    schema: giftBlockSchema,
    label: { operation: 'giftBlock', location: 'content.search' },
    cache: avoidCache ? 'no-store' : catalogueCache(cacheTags.giftBlock()),
    ...callOptions,
  });
  return mapResult(result, toGiftBlocks);
}

/** GET {cms}/content/targetedBanner.json — targeted banners per locale. */
export async function fetchTargetedBanners(options?: CallOptions): Promise<ApiResult<TargetedBanners>> {
  const result = await request({
    service: 'cms',
    path: '/content/targetedBanner.json',
    schema: targetedBannersSchema,
    label: { operation: 'targetedBanner', location: 'content.search' },
    cache: catalogueCache(cacheTags.targetedBanner()),
    ...options,
  });
  return mapResult(result, toTargetedBanners);
}
