import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { alternates, resolve, type Route } from '@/routing';
import { skipsProxy } from '@/routing/proxy-paths';
import { IslandMessages } from '@/components/providers/island-messages';
import { UnavailablePage, unavailableMetadata } from '@/screens/crash/unavailable-page';
import { NotFoundPage, notFoundMetadata } from '@/screens/not-found';
import type { ScreenContext } from '@/screens/screen-module';
import { BUILT_SCREENS, screenEntry } from '@/screens/screens';
import { requestNotFound } from '@/server/not-found-request';
import { serverNow } from '@/server/clock.server';
import { getRequestContext } from '@/server/request-context';
import { getSiteConfig } from '@/server/site-config';

type Props = { params: Promise<{ slug?: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The request context comes from headers only the proxy sets (it drops any a visitor sent), so a
 * page renders only paths the proxy ran on: read from the page's own params, not from a header.
 * Every other path already ends in a route handler (src/routing/proxy-paths.ts); should one slip
 * through anyway, it gets Next's bare 404, with no header trusted.
 */
async function proxyRan(props: Props): Promise<boolean> {
  const { slug } = await props.params;
  return !skipsProxy(`/${(slug ?? []).join('/')}`);
}

/**
 * Thin on purpose: the path resolves to a screen module (the list in src/screens/screens.ts),
 * which loads its data (null → 404 before anything is streamed), gives its metadata and renders
 * inside its islands' messages. Loaded once per request for both.
 * Paths with no built screen were already answered 404 by the proxy: the not-found screen renders
 * here as a normal page so its HTML is server-rendered (a thrown notFound() in a dynamic page
 * ships an empty body in Next 16; data-dependent 404s still take that path).
 */
const loadPage = cache(async (query: string) => {
  // The raw path the proxy passed on (still percent-encoded): the resolver decodes each segment once.
  const request = await getRequestContext();
  const route = resolve(request.segments);
  const entry = route ? screenEntry(route.screen) : null;
  if (!route || !entry) return null;
  const screen = await entry.load();
  const context: ScreenContext = {
    request,
    searchParams: Object.fromEntries(new URLSearchParams(query)),
    now: serverNow(),
    siteUrl: getSiteConfig().siteUrl,
    builtScreens: BUILT_SCREENS,
  };
  const data = await screen.load(route, context);
  return data === null ? null : { route, module: screen, context, data };
});

async function pageOf(props: Props) {
  const searchParams = await props.searchParams;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(key, item);
  }
  return loadPage(query.toString());
}

function withAlternates(route: Route, metadata: Metadata, siteUrl: string): Metadata {
  if (metadata.alternates) return metadata;
  const { canonical, languages } = alternates(route, siteUrl);
  return { ...metadata, alternates: { canonical, languages } };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  if (!(await proxyRan(props))) return {};
  if ((await getRequestContext()).notFound) return notFoundMetadata();
  if ((await getRequestContext()).unavailable) return unavailableMetadata();
  const page = await pageOf(props);
  if (!page) return {};
  return withAlternates(page.route, page.module.metadata(page.route, page.data, page.context), page.context.siteUrl);
}

export default async function CatchAllPage(props: Props) {
  if (!(await proxyRan(props))) notFound();
  if ((await getRequestContext()).notFound) return <NotFoundPage />;
  // The proxy answers 503: the upstream failed on this page (src/screens/crash/unavailable-page.tsx).
  if ((await getRequestContext()).unavailable) return <UnavailablePage />;
  const page = await pageOf(props);
  if (!page) return requestNotFound();
  const { module, route, data, context } = page;
  return (
    <IslandMessages locale={route.locale} groups={module.messages ?? []}>
      <module.View route={route} data={data} context={context} />
    </IslandMessages>
  );
}
