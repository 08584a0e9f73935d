import { ResultCard } from '@/components/blocks/result-card';
import { OrganizationJsonLd } from '@/components/seo/organization-json-ld';
import { SearchBox } from '@/components/search-box';
import { Shell } from '@/components/shell/shell';
import { IntentLink as Link } from '@/components/ui/intent-link';
import { PARTNERSHIP_CLAIMS } from '@/domain/minisite/claims';
import { getIntl } from '@/i18n/server';
import { href, type RouteOf } from '@/routing';
import type { ScreenContext } from '../screen-module';
import { FallbackBody } from '../minisite-fallback/view';
import type { MinisiteData } from './load';
import { minisiteMessages as m } from './messages';
import styles from './minisite.module.css';

export function MinisiteView({ route, data, context }: { route: RouteOf<'minisite'>; data: MinisiteData; context: ScreenContext }) {
  return (
    <Shell route={route} context={context}>
      {data.kind === 'gone' ? <FallbackBody locale={route.locale} /> : <MinisiteBody route={route} data={data} siteUrl={context.siteUrl} />}
    </Shell>
  );
}

/**
 * A partner's page (part 2 §2, §3, §9): its banner (the mobile one below the breakpoint), logo and
 * name, the site's search box (a search leaves the partner's pages: the results are the main
 * site's), the partner's offers (their links carry its context to the product pages) and the
 * legal footer with the booking window and starting price, as the CMS writes it; the brand's
 * Organization structured data with its rating (part 2 §9 partner minisites).
 */
function MinisiteBody({ route, data, siteUrl }: { route: RouteOf<'minisite'>; data: Exclude<MinisiteData, { kind: 'gone' }>; siteUrl: string }) {
  const intl = getIntl(route.locale);
  if (data.kind === 'failed') {
    return (
      <main id="main" className={styles.page}>
        <section className={styles.failure} data-testid="minisite-error">
          <h1 className={styles.title}>{intl.formatMessage(m.error)}</h1>
          <p>{intl.formatMessage(m.errorHint)}</p>
          <Link className={styles.button} href={href.home(route.locale)}>
            {intl.formatMessage(m.home)}
          </Link>
        </section>
      </main>
    );
  }
  const { minisite, offers } = data;
  const partner = minisite.partnerName;
  return (
    <main id="main" className={styles.page} data-testid="minisite" data-partner={minisite.minisiteId}>
      <header className={styles.hero}>
        <picture>
          <source media="(max-width: 767px)" srcSet={minisite.bannerUrls.mobile} width={750} height={360} />
          {/* The banner is the page's LCP candidate: loaded at once, its space reserved (no layout shift). */}
          <img className={styles.banner} src={minisite.bannerUrls.desktop} alt="" width={1920} height={595} fetchPriority="high" data-testid="minisite-banner" />
        </picture>
        <div className={styles.identity}>
          {minisite.logoUrl ? (
            // eslint-disable-next-line @next/next/no-img-element
            <img className={styles.logo} src={minisite.logoUrl} alt={intl.formatMessage(m.logoAlt, { partner })} width={120} height={80} data-testid="minisite-logo" />
          ) : null}
          <h1 className={styles.title}>{intl.formatMessage(m.title, { partner })}</h1>
        </div>
        <p className={styles.claims} data-testid="minisite-claims">
          {intl.formatMessage(m.claims, PARTNERSHIP_CLAIMS)}
        </p>
      </header>
      <section className={styles.search} aria-labelledby="minisite-search">
        <h2 id="minisite-search" className={styles.sectionTitle}>
          {intl.formatMessage(m.search)}
        </h2>
        <SearchBox locale={route.locale} flow="booking" />
      </section>
      {offers.length > 0 ? (
        <section className={styles.offers} aria-labelledby="minisite-offers" data-testid="minisite-offers">
          <h2 id="minisite-offers" className={styles.sectionTitle}>
            {intl.formatMessage(m.offers, { partner })}
          </h2>
          <ul className={styles.grid}>
            {offers.map((offer) => (
              <li key={offer.id}>
                <ResultCard result={offer} intl={intl} newTab={false} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className={styles.terms} aria-labelledby="minisite-terms">
        <h2 id="minisite-terms" className={styles.termsTitle}>
          {intl.formatMessage(m.terms)}
        </h2>
        <p data-testid="minisite-legal">{minisite.footer}</p>
      </section>
      <OrganizationJsonLd locale={route.locale} siteUrl={siteUrl} />
    </main>
  );
}
