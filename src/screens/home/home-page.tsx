import { ContentBlocks } from '@/components/blocks';
import { getIntl } from '@/i18n/server';
import type { RouteOf } from '@/routing';
import type { ScreenContext } from '../screen-module';
import { Hero } from './hero';
import { HomeFooter } from './home-footer';
import { HomeHeader } from './home-header';
import { OrganizationJsonLd } from '@/components/seo/organization-json-ld';
import type { HomeData } from './load';
import styles from './home.module.css';

/** The home page's own content, server-rendered (its banner and promo bar are the shell's): optional header, hero with the search box, CMS blocks. */
export function HomePage({ route, data, context }: { route: RouteOf<'home'>; data: HomeData; context: ScreenContext }) {
  const intl = getIntl(route.locale);
  return (
    <main id="main" className={styles.page} data-home-source={data.source} data-flow={data.flow}>
      {data.header ? <HomeHeader header={data.header} intl={intl} /> : null}
      <Hero locale={route.locale} flow={data.flow} intl={intl} jumbotron={data.jumbotron} now={context.now} />
      <ContentBlocks blocks={data.blocks} locale={route.locale} now={context.now} />
      {data.footer ? <HomeFooter footer={data.footer} intl={intl} /> : null}
      <OrganizationJsonLd locale={route.locale} siteUrl={context.siteUrl} />
    </main>
  );
}
