import { defineScreen } from '../screen-module';
import { SPLASH_META } from '../splash/countries';
import { BeSplashView } from './view';

/** `/be`: the Belgium splash (no site; no hreflang, see routing/alternates). */
export const beSplashScreen = defineScreen<'be-splash', Record<string, never>>({
  load: async () => ({}),
  metadata: () => ({ title: { absolute: SPLASH_META.beTitle }, description: SPLASH_META.beDescription }),
  View: BeSplashView,
});
