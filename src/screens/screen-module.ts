import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import type { ShellContext } from '@/components/shell/shell-context';
import type { MessageGroup } from '@/i18n/message-group';
import type { RouteOf, Screen } from '@/routing';
import type { RequestContext } from '@/server/request-context';

/** What a screen receives besides its route (the shell's context and more). */
export interface ScreenContext extends ShellContext {
  request: RequestContext;
  /** The query string (never the hash: the server does not see it). */
  searchParams: Readonly<Record<string, string | string[] | undefined>>;
  /** The request's clock: rules that depend on "now" take it from here. */
  now: Date;
  siteUrl: string;
}

/**
 * The contract every screen module exports (DESIGN §1): load on the server (null = 404, decided
 * before the first byte), metadata from the loaded data, and the view. `messages` names the
 * message groups of the screen's client islands (their component folders export them): the page
 * wraps the view in a provider with only those (DESIGN §7), the shell's come from the root layout.
 */
export interface ScreenModule<S extends Screen, D> {
  load(route: RouteOf<S>, context: ScreenContext): Promise<D | null>;
  metadata(route: RouteOf<S>, data: D, context: ScreenContext): Metadata;
  View(props: { route: RouteOf<S>; data: D; context: ScreenContext }): ReactNode | Promise<ReactNode>;
  messages?: readonly MessageGroup[];
}

/** Keeps the route, data and module types tied together when registering a screen. */
export function defineScreen<S extends Screen, D>(module: ScreenModule<S, D>): ScreenModule<S, D> {
  return module;
}
