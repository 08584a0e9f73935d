import type { Screen } from '@/routing';
import { customerCareLoginScreen } from './customer-care-login';
import { homeScreen } from './home';
import { beSplashScreen } from './be-splash';
import { contentScreen } from './content';
import { ideasScreen } from './ideas';
import { landingScreen } from './landing';
import { searchScreen } from './search';
import { splashScreen } from './splash';
import type { ScreenModule } from './screen-module';

/**
 * Every screen built so far. A route whose screen is not here answers 404 until its issue lands
 * (no placeholder pages).
 */
type AnyScreenModule = ScreenModule<Screen, unknown>;

const SCREENS: Partial<Record<Screen, AnyScreenModule>> = {
  home: homeScreen as unknown as AnyScreenModule,
  'customer-care-login': customerCareLoginScreen as unknown as AnyScreenModule,
  splash: splashScreen as unknown as AnyScreenModule,
  'be-splash': beSplashScreen as unknown as AnyScreenModule,
  content: contentScreen as unknown as AnyScreenModule,
  ideas: ideasScreen as unknown as AnyScreenModule,
  landing: landingScreen as unknown as AnyScreenModule,
  search: searchScreen as unknown as AnyScreenModule,
};

export const REGISTERED_SCREENS: readonly Screen[] = Object.keys(SCREENS) as Screen[];

export function screenModule(screen: Screen): AnyScreenModule | null {
  return SCREENS[screen] ?? null;
}
