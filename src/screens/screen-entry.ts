import type { RouteOf, Screen } from '@/routing/route';
import type { ScreenModule } from './screen-module';
import type { Existence } from './upstream-existence';

export type { Existence };

export type ExistenceCheck<S extends Screen> = (route: RouteOf<S>) => Promise<Existence>;

/**
 * One screen: its module and, for pages addressed by data (a content id, a landing slug), the check
 * the proxy runs before rendering. Both are lazy: the proxy reads the list on every request and must
 * not load any screen's views, only the one check a route needs.
 */
export interface ScreenEntry<S extends Screen> {
  load(): Promise<ScreenModule<S, unknown>>;
  exists?(): Promise<ExistenceCheck<S>>;
}

/** A page tree's screens: the entry of a screen it renders, null for a screen it never renders. */
export type ScreenLookup = <S extends Screen>(screen: S) => ScreenEntry<S> | null;

/** The module's data type is the screen's own business: the page only passes it from load to View. */
export function lazy<S extends Screen, D>(load: () => Promise<ScreenModule<S, D>>): () => Promise<ScreenModule<S, unknown>> {
  return load as unknown as () => Promise<ScreenModule<S, unknown>>;
}
