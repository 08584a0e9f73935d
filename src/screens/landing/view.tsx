import { Unavailable } from '@/components/content/unavailable';
import { Shell } from '@/components/shell/shell';
import { getIntl } from '@/i18n/server';
import { href, type RouteOf } from '@/routing';
import type { ScreenContext } from '../screen-module';
import { LandingBlock } from './blocks';
import type { LandingData } from './load';
import styles from './landing.module.css';

/**
 * A data-driven landing: the text (title, intro, hero, articles, boxes, related landings) is
 * server-rendered; the top-results blocks load their offers in a client island with a spinner.
 */
export function LandingView({ route, data, context }: { route: RouteOf<'landing'>; data: LandingData; context: ScreenContext }) {
  return (
    <Shell route={route} context={context}>
      <LandingPageBody route={route} data={data} />
    </Shell>
  );
}

export function LandingPageBody({ route, data }: { route: RouteOf<'landing'>; data: LandingData }) {
  if (data.kind === 'unavailable') {
    return (
      <main id="main">
        <Unavailable locale={route.locale} />
      </main>
    );
  }
  const landing = data.data;
  const intl = getIntl(route.locale);
  const hero = landing.heroImage;
  return (
    <main id="main" className={styles.page}>
      <header className={styles.hero}>
        {hero ? (
          <picture>
            {hero.mobileUrl ? <source media="(max-width: 767px)" srcSet={hero.mobileUrl} width={750} height={360} /> : null}
            {/* The hero is the page's LCP candidate: loaded at once, with its space reserved. */}
            <img className={styles.heroImage} src={hero.url} alt={hero.alt} width={1920} height={880} fetchPriority="high" />
          </picture>
        ) : null}
        <div className={styles.heroText}>
          <h1 className={styles.title}>{landing.title}</h1>
          {landing.intro ? <p className={styles.intro}>{landing.intro}</p> : null}
        </div>
      </header>
      {landing.blocks.map((block) => (
        <LandingBlock key={block.id} block={block} locale={route.locale} intl={intl} />
      ))}
    </main>
  );
}
