import type { Locale } from '@/domain/model/locale';

/**
 * The only place that knows URLs. For now the storefront serves one screen, the home listing
 * of the default site; the shell issue brings the six sites and every screen's route.
 */
export type Route = { screen: 'home'; locale: Locale };

export const DEFAULT_LOCALE: Locale = 'fr_FR';

export function resolve(segments: readonly string[]): Route | null {
  if (segments.length === 0) return { screen: 'home', locale: DEFAULT_LOCALE };
  return null;
}
