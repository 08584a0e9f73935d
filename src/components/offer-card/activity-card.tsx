'use client';

import { memo } from 'react';
import { useIntl } from 'react-intl';
import { hasPromoBadge } from '@/domain/cards/promo';
import type { Locale } from '@/domain/model/locale';
import type { ActivityCard } from '@/domain/model/search';
import { formatPrice } from '@/i18n/format';
import { offerCardMessages as m } from './messages';
import styles from './offer-card.module.css';

/** An activity-only product of the activity flow: picture, name, centre and place, price per person (memoised, as the offer card). */
export const ActivityCardView = memo(function ActivityCardView({ card, href, priority = false }: { card: ActivityCard; locale: Locale; href: string; priority?: boolean }) {
  const intl = useIntl();
  return (
    <article className={styles.card} data-testid="activity-card" data-card-id={card.id}>
      <div className={styles.media}>
        {card.imageUrl ? (
          <img className={styles.image} src={card.imageUrl} alt={card.label} width={640} height={360} loading={priority ? 'eager' : 'lazy'} />
        ) : (
          <div className={styles.imagePlaceholder} />
        )}
        {hasPromoBadge(card.promo) ? (
          <span className={styles.badges}>
            <span className={styles.promoBadge}>{intl.formatMessage(m.promoBadge, { promo: card.promo })}</span>
          </span>
        ) : null}
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <a className={styles.stretched} href={href}>
            {card.label}
          </a>
        </h3>
        {card.centre ? (
          <p className={styles.place}>
            {card.centre.label}
            {card.centre.locationLabel ? ` · ${card.centre.locationLabel}` : ''}
          </p>
        ) : null}
        <div className={styles.priceBlock}>
          {card.refPrice !== null && card.refPrice > card.sellPrice ? <s className={styles.refPrice}>{formatPrice(intl, card.refPrice)}</s> : null}
          <span className={styles.price}>{formatPrice(intl, card.sellPrice)}</span>
          <span className={styles.muted}>{intl.formatMessage(m.perPerson)}</span>
        </div>
      </div>
    </article>
  );
});
