import type { Metadata } from 'next';
import { IslandMessages } from '@/components/providers/island-messages';
import { Shell } from '@/components/shell/shell';
import { serverNow } from '@/server/clock.server';
import { getIntl } from '@/i18n/server';
import { getPageLocale } from '@/server/page-locale';
import { getRequestContext } from '@/server/request-context';
import { getSiteConfig } from '@/server/site-config';
import { loadNotFound } from './load.server';
import { notFoundMessageGroup } from './message-group';
import { notFoundMessages as m } from './messages';
import { NotFoundView } from './view';

/** app/not-found.tsx: the page (HTTP 404 was decided by whoever called notFound()). */
export async function NotFoundPage() {
  const [data, request] = await Promise.all([loadNotFound(), getRequestContext()]);
  const context = { request, searchParams: {}, now: serverNow(), siteUrl: getSiteConfig().siteUrl };
  return (
    <IslandMessages locale={request.locale} groups={[notFoundMessageGroup]}>
      <Shell route={null} context={context}>
        <NotFoundView data={data} />
      </Shell>
    </IslandMessages>
  );
}

/**
 * Not indexed, but its links are followed (part 2 §2): Next itself writes `<meta name="robots"
 * content="noindex">` into every response with a 4xx or 5xx status (app-render's NonIndex), and
 * follow is what robots do by default, so a robots entry here would only add a second, redundant
 * tag. Only the page's language is read here: Next renders a 404's metadata a second time in another React
 * scope, which must not report the URI again.
 */
export async function notFoundMetadata(): Promise<Metadata> {
  return { title: getIntl(await getPageLocale()).formatMessage(m.metaTitle) };
}
