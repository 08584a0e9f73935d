import type { Screen } from '@/routing';
import { homeScreen } from './home';
import type { ScreenModule } from './screen-module';

/**
 * Every screen built so far. A route whose screen is not here answers 404 until its issue lands
 * (no placeholder pages).
 */
type AnyScreenModule = ScreenModule<Screen, unknown>;

const SCREENS: Partial<Record<Screen, AnyScreenModule>> = {
  home: homeScreen as unknown as AnyScreenModule,
};

export function screenModule(screen: Screen): AnyScreenModule | null {
  return SCREENS[screen] ?? null;
}
