import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache, type ReactNode } from 'react';
import { alternates, resolve, type Route } from '@/routing';
import { parsePageForm, type PageForm, type PageTree } from '@/routing/page-forms';
import { enterPageRender } from '@/api/core/fault-scope.server';
import { IslandMessages } from '@/components/providers/island-messages';
import { UnavailablePage, unavailableMetadata } from './crash/unavailable-page';
import { notFoundMetadata } from './not-found';
import type { ScreenContext } from './screen-module';
import type { ScreenLookup } from './screen-entry';
import { serverNow } from '@/server/clock.server';
import { requestContextOf } from '@/server/request-context';
import { withBrandTitle } from './root-document';
import { getSiteConfig } from '@/server/site-config';

/**
 * The one implementation behind both page trees (app/[[...slug]] cached, app/%5Fpersonal/[[...slug]]
 * per request): the path names the form the proxy wrote (src/routing/page-forms.ts), the form names
 * the screen, its variant and the status the proxy decided. Thin route files call these.
 */
export type SearchParams = Readonly<Record<string, string | string[] | undefined>>;

export interface PageProps {
  params: Promise<{ slug?: string[] }>;
}

/** The not-found route's props (app/%5Fnot-found/[form]): its one segment is the form. */
export interface NotFoundProps {
  params: Promise<{ form: string }>;
}

/** The not-found route's form; its layout, page and metadata each name the fault scope first. */
export async function notFoundFormOf(props: NotFoundProps): Promise<PageForm | null> {
  const form = parsePageForm('not-found', [(await props.params).form]);
  enterPageRender(form?.scope ?? null, true);
  return form;
}

/** The form of the page's params; each entry (layout, page, metadata) names the fault scope first. */
export async function pageFormOf(tree: PageTree, props: PageProps): Promise<PageForm | null> {
  const form = parsePageForm(tree, (await props.params).slug);
  enterPageRender(form?.scope ?? null, tree !== 'personal');
  return form;
}

/**
 * A screen's data, loaded once per render for both the page and its metadata (React cache). `screens`
 * is the tree's own list, passed by its route file: a route carries the client code of every screen it
 * can reach, so the cached tree names only the catalogue's (src/screens/catalogue-screens.ts).
 */
const loadScreen = cache(async (key: string, screens: ScreenLookup) => {
  // Keyed by text: the page and its metadata parse their own params into equal, distinct objects.
  const { form, query } = JSON.parse(key) as { form: PageForm; query: SearchParams };
  const request = requestContextOf(form);
  const route = resolve(request.segments);
  const entry = route ? screens(route.screen) : null;
  if (!route || !entry) return null;
  const screen = await entry.load();
  // Every screen of the registry has a module (src/screens/screens.ts's type requires one).
  const context: ScreenContext = { request, searchParams: query, now: serverNow(), siteUrl: getSiteConfig().siteUrl };
  const data = await screen.load(route, context);
  return data === null ? null : { route, module: screen, context, data };
});

/**
 * What a screen's render sees of the query: in the cached tree only the variant the proxy wrote into
 * the path; in the personal tree the request's own query (that tree is rendered per request).
 */
function loadPage(tree: PageTree, screens: ScreenLookup, form: PageForm, personalQuery: SearchParams) {
  const query = tree === 'cached' ? form.query : personalQuery;
  return loadScreen(JSON.stringify({ form, query }), screens);
}

function withAlternates(route: Route, metadata: Metadata, siteUrl: string): Metadata {
  if (metadata.alternates) return metadata;
  const { canonical, languages } = alternates(route, siteUrl);
  return { ...metadata, alternates: { canonical, languages } };
}

export async function pageMetadata(tree: PageTree, screens: ScreenLookup, props: PageProps, personalQuery: SearchParams = {}): Promise<Metadata> {
  return withBrandTitle(await screenMetadata(tree, screens, props, personalQuery));
}

/** The not-found page's metadata (its layout gives it: see app/[[...slug]]/layout.tsx). */
export function notFoundPageMetadata(form: Pick<PageForm, 'language' | 'site'> | null): Metadata {
  return withBrandTitle(notFoundMetadata(form?.site ?? form?.language ?? null));
}

async function screenMetadata(tree: PageTree, screens: ScreenLookup, props: PageProps, personalQuery: SearchParams): Promise<Metadata> {
  const form = await pageFormOf(tree, props);
  if (form === null || form.status === 'not-found') return {};
  if (form.status === 'unavailable') return unavailableMetadata(requestContextOf(form).locale);
  const page = await loadPage(tree, screens, form, personalQuery);
  if (!page) return {};
  return withAlternates(page.route, page.module.metadata(page.route, page.data, page.context), page.context.siteUrl);
}

export async function PageBody({ tree, screens, props, personalQuery = {} }: { tree: PageTree; screens: ScreenLookup; props: PageProps; personalQuery?: SearchParams }): Promise<ReactNode> {
  const form = await pageFormOf(tree, props);
  // Not a form the proxy writes: nothing of it is trusted (a path that skipped the proxy).
  if (form === null) notFound();
  // The proxy answers 404 with the not-found route's form; a catch-all form saying so is no page.
  if (form.status === 'not-found') notFound();
  // The proxy answers 503 with this form (it decided the status before rendering).
  if (form.status === 'unavailable') return <UnavailablePage request={requestContextOf(form)} />;
  const page = await loadPage(tree, screens, form, personalQuery);
  // The proxy found the page; its data went missing since (a race with the upstream): Next's 404.
  if (!page) notFound();
  const { module, route, data, context } = page;
  return (
    <IslandMessages locale={route.locale} groups={module.messages ?? []}>
      <module.View route={route} data={data} context={context} />
    </IslandMessages>
  );
}
