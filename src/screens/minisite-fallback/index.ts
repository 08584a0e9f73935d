import { getIntl } from '@/i18n/server';
import type { RouteOf } from '@/routing';
import { defineScreen } from '../screen-module';
import { fallbackMessages as m } from './messages';
import { MinisiteFallbackView } from './view';

/**
 * `/{site}/{minisite}/{any other slug}`: the fallback page, 200 and noindex (nothing to load: it
 * must not depend on any call, so it always answers).
 */
export const minisiteFallbackScreen = defineScreen<'minisite-fallback', true>({
  load: async () => true,
  metadata: (route: RouteOf<'minisite-fallback'>) => ({ title: getIntl(route.locale).formatMessage(m.metaTitle), robots: { index: false, follow: true } }),
  View: MinisiteFallbackView,
});
