import { CmsLink } from '@/components/content/cms-link';
import { SearchBox } from '@/components/search-box';
import type { MarketingArticle } from '@/domain/model/content';
import type { IntlShape } from 'react-intl/server';
import { getIntl } from '@/i18n/server';
import { href } from '@/routing';
import { ExpiredOfferLookup } from './islands';
import type { NotFoundData } from './load.server';
import { notFoundMessages as m } from './messages';
import styles from './not-found.module.css';

/**
 * The 404 page in the site's language (outside every site, the visitor's: data.language): 'Oops!', the 404 message and a button home, the search
 * box, 'Our selection of the moment'. The hotelId lookup (an island) may replace the first block.
 */
export function NotFoundView({ data }: { data: NotFoundData }) {
  const { locale, language, articles } = data;
  const intl = getIntl(language);
  const home = locale === null ? href.splash() : href.home(locale);
  const standard = (
    <section className={styles.block} data-testid="not-found">
      <h1 className={styles.title}>{intl.formatMessage(m.title)}</h1>
      <p className={styles.message}>{intl.formatMessage(m.message)}</p>
      {/* Another site's home (or the splash) is a full page load: the root layout is per site. */}
      <a className={styles.button} href={home}>
        {intl.formatMessage(m.home)}
      </a>
    </section>
  );
  return (
    <main id="main" className={styles.page}>
      {locale === null ? standard : <ExpiredOfferLookup locale={locale}>{standard}</ExpiredOfferLookup>}
      {locale !== null ? (
        <section className={styles.search} aria-labelledby="not-found-search">
          <h2 id="not-found-search" className={styles.sectionTitle}>
            {intl.formatMessage(m.search)}
          </h2>
          <SearchBox locale={locale} flow="booking" />
        </section>
      ) : null}
      {locale !== null && articles.length > 0 ? (
        <section className={styles.articles} aria-labelledby="not-found-articles">
          <h2 id="not-found-articles" className={styles.sectionTitle}>
            {intl.formatMessage(m.articles)}
          </h2>
          <ul className={styles.articleList}>
            {articles.map((article, index) => (
              <li key={article.id}>
                {/* The first picture is on a phone's first screen (its largest paint): fetched with the page, not after layout. */}
                <ArticleCard article={article} intl={intl} eager={index === 0} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}

function ArticleCard({ article, intl, eager }: { article: MarketingArticle; intl: IntlShape; eager: boolean }) {
  return (
    <CmsLink url={article.url} intl={intl} className={styles.article}>
      {article.cover ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img className={styles.articleImage} src={article.cover} alt="" width={640} height={360} loading={eager ? 'eager' : 'lazy'} />
      ) : null}
      <span className={styles.articleTitle}>{article.title}</span>
    </CmsLink>
  );
}
