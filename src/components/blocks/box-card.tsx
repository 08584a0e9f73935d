import type { IntlShape } from 'react-intl/server';
import { hasPromoBadge } from '@/domain/cards/promo';
import type { BoxCard as CmsBoxCard } from '@/domain/model/cms';
import { BlockImage } from './block-image';
import { CmsLink } from '@/components/content/cms-link';
import { blockMessages as m } from './messages';
import { Price } from './price';
import type { CodeBoxCard } from './types';
import styles from './blocks.module.css';

/** A gift box card of a boxes block (the CMS gives its link). */
export function BoxCard({ box, intl }: { box: CmsBoxCard; intl: IntlShape }) {
  const hasPromo = box.promoPrice !== null && box.promoPrice < box.price;
  return (
    <article className={styles.card} data-testid="box-card">
      <BlockImage src={box.image} alt="" width={640} height={360} sizes="(min-width: 1024px) 280px, 100vw" className={styles.cardImage} />
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>
          <CmsLink url={box.link.url} intl={intl} className={styles.cardLink} campaign={box.link.campaign} category={box.link.category}>
            {box.title}
          </CmsLink>
        </h3>
        {box.description ? <p className={styles.muted}>{box.description}</p> : null}
        {box.rating !== null ? (
          <p className={styles.muted}>{intl.formatMessage(m.rating, { rating: intl.formatNumber(box.rating, { maximumFractionDigits: 1 }) })}</p>
        ) : null}
        <Price intl={intl} cents={hasPromo && box.promoPrice !== null ? box.promoPrice : box.price} refCents={hasPromo ? box.price : null} />
      </div>
    </article>
  );
}

/** A gift box named by code (box-codes block), linking to its detail page. */
export function CodeBox({ box, intl }: { box: CodeBoxCard; intl: IntlShape }) {
  return (
    <article className={styles.card} data-testid="box-card">
      {box.imageUrl ? <BlockImage src={box.imageUrl} alt="" width={640} height={360} sizes="(min-width: 1024px) 280px, 100vw" className={styles.cardImage} /> : null}
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>
          <a className={styles.cardLink} href={box.href}>
            {box.title}
          </a>
        </h3>
        <Price intl={intl} cents={box.sellPrice} refCents={hasPromoBadge(box.promo) ? box.referencePrice : null} />
      </div>
    </article>
  );
}
