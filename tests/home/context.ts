import type { Locale } from '@/domain/model/locale';
import type { RouteOf } from '@/routing';
import type { ScreenContext } from '@/screens/screen-module';

/** The simulator's catalogue day in unit tests (tests/setup/env.ts), at noon. */
export const TEST_NOW = new Date('2026-03-02T12:00:00Z');

export function homeRoute(locale: Locale): RouteOf<'home'> {
  return { screen: 'home', locale, params: {} };
}

export function screenContext(locale: Locale, searchParams: Record<string, string> = {}, now = TEST_NOW): ScreenContext {
  return {
    request: { pathname: `/${locale.toLowerCase().replace('_', '-')}`, segments: [locale.toLowerCase().replace('_', '-')], locale, customerCare: false },
    searchParams,
    now,
    siteUrl: 'https://www.escapade.example',
  };
}
