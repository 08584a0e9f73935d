import { ContentBlocks } from '@/components/blocks';
import { getIntl } from '@/i18n/server';
import type { RouteOf } from '@/routing';
import type { ScreenContext } from '../screen-module';
import { Hero } from './hero';
import { HomeFooter } from './home-footer';
import { HomeHeader } from './home-header';
import type { HomeData } from './load';
import { PromoBar } from './promo-bar';
import styles from './home.module.css';

/** The home page's own content, server-rendered: promo bar, optional header, hero with the search box, CMS blocks. */
export function HomePage({ route, data, context }: { route: RouteOf<'home'>; data: HomeData; context: ScreenContext }) {
  const intl = getIntl(route.locale);
  return (
    <main id="main" className={styles.page} data-home-source={data.source} data-flow={data.flow}>
      {data.promoBar ? <PromoBar bar={data.promoBar} intl={intl} /> : null}
      {data.header ? <HomeHeader header={data.header} intl={intl} /> : null}
      <Hero locale={route.locale} flow={data.flow} intl={intl} jumbotron={data.jumbotron} now={context.now} />
      <ContentBlocks blocks={data.blocks} locale={route.locale} now={context.now} />
      {data.footer ? <HomeFooter footer={data.footer} intl={intl} /> : null}
    </main>
  );
}
