import type { IntlShape } from 'react-intl/server';
import { contentMessages } from '@/components/content/messages';
import { formatPrice, formatScore } from '@/i18n/format';
import { BlockImage } from './block-image';
import { blockMessages as m } from './messages';
import type { ResultCard as Result } from './types';
import styles from './blocks.module.css';

/** A stay (or activity) of a top-results block; the title links to its product page. */
export function ResultCard({ result, intl, newTab }: { result: Result; intl: IntlShape; newTab: boolean }) {
  const price = formatPrice(intl, result.priceCents);
  const priceText =
    result.priceKind === 'from'
      ? intl.formatMessage(m.from, { price })
      : result.priceKind === 'perPerson'
        ? intl.formatMessage(m.perPerson, { price })
        : price;
  const where = [result.place, result.stars ? intl.formatMessage(m.stars, { count: result.stars }) : null].filter(Boolean).join(' · ');
  return (
    <article className={styles.card} data-testid="top-result">
      {result.imageUrl ? (
        <BlockImage src={result.imageUrl} alt={result.imageAlt} width={640} height={360} sizes="(min-width: 1024px) 380px, 100vw" className={styles.cardImage} />
      ) : null}
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>
          <a className={styles.cardLink} href={result.href} target={newTab ? '_blank' : undefined} rel={newTab ? 'noopener noreferrer' : undefined}>
            {result.title}
            {newTab ? <span className="visually-hidden"> {intl.formatMessage(contentMessages.newTab)}</span> : null}
          </a>
        </h3>
        {where ? <p className={styles.muted}>{where}</p> : null}
        {result.subtitle ? <p className={styles.muted}>{result.subtitle}</p> : null}
        {result.review ? (
          <p className={styles.muted}>
            {result.review.count > 0
              ? intl.formatMessage(m.reviews, { score: formatScore(intl, result.review.average), count: result.review.count })
              : intl.formatMessage(m.newHotel)}
          </p>
        ) : null}
        <p className={styles.price}>{priceText}</p>
      </div>
    </article>
  );
}
