import { defineScreen } from '../screen-module';
import { SPLASH_META } from './countries';
import { SplashView } from './view';

/** `/`: the country splash (no site, no upstream call; the six home pages are its hreflang set). */
export const splashScreen = defineScreen<'splash', Record<string, never>>({
  load: async () => ({}),
  metadata: () => ({ title: { absolute: SPLASH_META.title }, description: SPLASH_META.description }),
  View: SplashView,
});
