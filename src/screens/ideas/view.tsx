import { CmsLink } from '@/components/content/cms-link';
import { Shell } from '@/components/shell/shell';
import type { IdeaItem } from '@/domain/model/content';
import type { IntlShape } from 'react-intl/server';
import { getIntl } from '@/i18n/server';
import { href, type RouteOf } from '@/routing';
import type { ScreenContext } from '../screen-module';
import type { IdeasData } from './load';
import { ideasMessages as m } from './messages';
import { IDEAS_INITIAL_COUNT } from './page-size';
import { SeeMore } from './islands';
import styles from './ideas.module.css';

export function IdeasView({ route, data, context }: { route: RouteOf<'ideas'>; data: IdeasData; context: ScreenContext }) {
  return (
    <Shell route={route} context={context}>
      <IdeasPageBody route={route} data={data} />
    </Shell>
  );
}

/** Ideas page: title, intro, sections of idea cards (4 columns on desktop), See more, region links. */
export function IdeasPageBody({ route, data }: { route: RouteOf<'ideas'>; data: IdeasData }) {
  const intl = getIntl(route.locale);
  if (data.kind === 'failed') {
    return (
      <main id="main" className={styles.page}>
        <div className={styles.failure}>
          <h1 className={styles.title}>{intl.formatMessage(m.error)}</h1>
          <p>{intl.formatMessage(m.errorHint)}</p>
        </div>
      </main>
    );
  }
  const { page } = data;
  return (
    <main id="main" className={styles.page}>
      <h1 className={styles.title}>{page.title}</h1>
      {page.intro ? <p className={styles.intro}>{page.intro}</p> : null}
      {page.sections.map((section, sectionIndex) => {
        const headingId = `ideas-section-${sectionIndex}`;
        const listId = `ideas-list-${sectionIndex}`;
        const list = (
          <ul id={listId} className={styles.grid}>
            {section.items.map((item, index) => (
              <li
                key={item.id}
                className={index >= IDEAS_INITIAL_COUNT ? styles.extra : undefined}
                data-extra={index >= IDEAS_INITIAL_COUNT ? true : undefined}
                data-testid="idea-card"
              >
                <IdeaCard item={item} intl={intl} eager={sectionIndex === 0 && index < 4} />
              </li>
            ))}
          </ul>
        );
        return (
          <section key={headingId} className={styles.section} aria-labelledby={headingId}>
            <h2 id={headingId}>{section.title}</h2>
            {section.items.length > IDEAS_INITIAL_COUNT ? (
              <SeeMore label={intl.formatMessage(m.seeMore)} describedBy={headingId} listId={listId}>
                {list}
              </SeeMore>
            ) : (
              list
            )}
          </section>
        );
      })}
      {page.regions.length > 0 ? (
        <section className={styles.section} aria-labelledby="ideas-regions">
          <h2 id="ideas-regions">{intl.formatMessage(m.regions)}</h2>
          <ul className={styles.regions}>
            {page.regions.map((region) => (
              <li key={region.url}>
                <CmsLink url={region.url} intl={intl} className={styles.region}>
                  {region.label}
                </CmsLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}

function IdeaCard({ item, intl, eager }: { item: IdeaItem; intl: IntlShape; eager: boolean }) {
  return (
    <CmsLink url={item.url} intl={intl} className={styles.card}>
      {item.image ? (
        // Small generated SVGs from the image host; width/height reserve the space.
        // eslint-disable-next-line @next/next/no-img-element
        <img className={styles.image} src={item.image} alt="" width={640} height={360} loading={eager ? 'eager' : 'lazy'} />
      ) : null}
      <span className={styles.cardTitle}>{item.title}</span>
    </CmsLink>
  );
}
