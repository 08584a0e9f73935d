import type { Screen } from '@/routing';

/**
 * The screens that exist so far, by name only, so the proxy can answer 404 for the others without
 * loading any screen code. tests/screens/built-screens.test.ts keeps it equal to the registry.
 */
export const BUILT_SCREENS: ReadonlySet<Screen> = new Set<Screen>([
  'home',
  'customer-care-login',
  'splash',
  'be-splash',
  'content',
  'ideas',
  'landing',
  'search',
]);
