import { cacheTags, catalogueCache } from '@/caching/cache-tags';
import { mapResult, request, type ApiResult, type CallOptions } from '@/api/core';
import type { Locale } from '@/domain/model/locale';
import type { Menu } from './model';
import { toMenu } from './reshape';
import { menuSchema } from './schemas';

/** GET {cms}/api/cms/menu?locale — the header's mega-menu and burger data. A catalogue read: cached 5 minutes, tagged. */
export async function fetchMenu(locale: Locale, options?: CallOptions): Promise<ApiResult<Menu>> {
  const result = await request({
    service: 'cms',
    path: '/api/cms/menu',
    query: { locale },
    schema: menuSchema,
    label: { operation: 'menu', location: 'content.shell' },
    cache: catalogueCache(cacheTags.menu(locale)),
    ...options,
  });
  return mapResult(result, toMenu);
}
