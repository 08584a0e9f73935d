import { RichContent } from '@/components/content/rich-content';
import { Unavailable } from '@/components/content/unavailable';
import { Shell } from '@/components/shell/shell';
import { getIntl } from '@/i18n/server';
import type { RouteOf } from '@/routing';
import type { ScreenContext } from '../screen-module';
import type { ContentData } from './load';
import styles from './content.module.css';

/** Static content page: the CMS title and its structured content, rendered as React elements. */
export function ContentView({ route, data, context }: { route: RouteOf<'content'>; data: ContentData; context: ScreenContext }) {
  return (
    <Shell route={route} context={context}>
      <ContentPageBody route={route} data={data} />
    </Shell>
  );
}

export function ContentPageBody({ route, data }: { route: RouteOf<'content'>; data: ContentData }) {
  return (
    <main id="main" className={styles.page}>
      {data.kind === 'ok' ? (
        <article>
          <h1 className={styles.title}>{data.data.title}</h1>
          <RichContent nodes={data.data.content} intl={getIntl(route.locale)} className={styles.body} />
        </article>
      ) : (
        <Unavailable locale={route.locale} />
      )}
    </main>
  );
}
