import type { IntlShape } from 'react-intl/server';
import { CmsLink } from '@/components/content/cms-link';
import { RichContent } from '@/components/content/rich-content';
import { landingResultsQueryOf } from '@/bff/contracts/landing-results';
import type { BoxesBlock, ContentBlock, RelatedBannerBlock, TopSearchResultsBlock } from '@/domain/model/cms';
import type { Locale } from '@/domain/model/locale';
import { formatPrice } from '@/i18n/format';
import { LandingResults } from './islands';
import { landingMessages as m } from './messages';
import styles from './landing.module.css';

interface BlockProps<B> {
  block: B;
  locale: Locale;
  intl: IntlShape;
}

/**
 * The block types a landing is made of (docs/api/content.md §9): top search results, boxes to
 * offer, an article and related landings. Other block types are the home page's; a landing that
 * carries one leaves it out rather than showing it half-done.
 */
export function LandingBlock(props: BlockProps<ContentBlock>) {
  const { block } = props;
  switch (block.type) {
    case 'topSearchResults':
      return <TopResults {...props} block={block} />;
    case 'boxes':
      return <Boxes {...props} block={block} />;
    case 'article':
      return (
        <section className={styles.block} aria-labelledby={block.id}>
          <h2 id={block.id}>{block.title}</h2>
          <RichContent nodes={block.content} intl={props.intl} className={styles.article} />
        </section>
      );
    case 'relatedBanner':
      return <Related {...props} block={block} />;
    default:
      return null;
  }
}

/** The island renders the whole section: a block without results hides, heading included. */
function TopResults({ block, locale, intl }: BlockProps<TopSearchResultsBlock>) {
  return (
    <LandingResults
      id={block.id}
      query={landingResultsQueryOf(block, locale)}
      loadingLabel={intl.formatMessage(m.loading, { title: block.title })}
      heading={
        <div className={styles.blockHeader}>
          <h2 id={block.id}>{block.title}</h2>
          <CmsLink url={block.searchParams.url} newTab={block.searchParams.newTab} intl={intl} className={styles.seeAll}>
            {intl.formatMessage(m.seeAll)}
          </CmsLink>
        </div>
      }
    />
  );
}

function Boxes({ block, intl }: BlockProps<BoxesBlock>) {
  if (block.boxes.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby={block.id}>
      <h2 id={block.id}>{block.title}</h2>
      {block.subtitle ? <p className={styles.subtitle}>{block.subtitle}</p> : null}
      <ul className={styles.cards}>
        {block.boxes.map((box) => (
          <li key={box.id}>
            <CmsLink url={box.link.url} intl={intl} className={styles.card}>
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img className={styles.cardImage} src={box.image} alt="" width={640} height={360} loading="lazy" />
              <span className={styles.cardBody}>
                <span className={styles.cardTitle}>{box.title}</span>
                <span className={styles.cardSubtitle}>{box.description}</span>
                {box.rating !== null ? (
                  <span className={styles.cardSubtitle}>
                    {intl.formatMessage(m.boxRating, { rating: intl.formatNumber(box.rating, { maximumFractionDigits: 1 }) })}
                  </span>
                ) : null}
                <span className={styles.cardPrice}>
                  {formatPrice(intl, box.promoPrice ?? box.price)}
                  {box.promoPrice !== null ? (
                    <s className={styles.was}>{intl.formatMessage(m.boxWas, { price: formatPrice(intl, box.price) })}</s>
                  ) : null}
                </span>
              </span>
            </CmsLink>
          </li>
        ))}
      </ul>
      {block.cta ? (
        <CmsLink url={block.cta.url} newTab={block.cta.newTab} intl={intl} className={styles.seeAll}>
          {block.cta.label}
        </CmsLink>
      ) : null}
    </section>
  );
}

function Related({ block, intl }: BlockProps<RelatedBannerBlock>) {
  if (block.links.length === 0) return null;
  return (
    <nav className={styles.block} aria-labelledby={block.id}>
      <h2 id={block.id}>{block.title ?? intl.formatMessage(m.related)}</h2>
      <ul className={styles.related}>
        {block.links.map((link) => (
          <li key={link.url}>
            <CmsLink url={link.url} intl={intl} className={styles.relatedLink}>
              {link.label}
            </CmsLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
