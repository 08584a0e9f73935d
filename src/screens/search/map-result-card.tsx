'use client';

import { useIntl } from 'react-intl';
import { formatPrice, formatScore } from '@/i18n/format';
import { searchMessages as m } from './client-messages';
import type { MapResult } from './results-page';
import styles from './search.module.css';

/** The info card of a selected map marker (part 2 §4): picture, name, place, score, price, link. */
export function MapResultCard({ result }: { result: MapResult }) {
  const intl = useIntl();
  return (
    <article className={styles.mapCard} data-testid="map-result-card">
      {result.imageUrl ? <img className={styles.mapCardImage} src={result.imageUrl} alt="" width={120} height={90} /> : null}
      <div className={styles.mapCardBody}>
        <h3 className={styles.mapCardTitle}>{result.label}</h3>
        {result.locationLabel ? <p className={styles.muted}>{result.locationLabel}</p> : null}
        {result.reviewAverage !== null ? <p className={styles.muted}>{formatScore(intl, result.reviewAverage)}/10</p> : null}
        <p className={styles.mapCardPrice}>{formatPrice(intl, result.price)}</p>
        <a className={styles.pillLink} href={result.href}>
          {intl.formatMessage(m.mapSeeOffer)}
        </a>
      </div>
    </article>
  );
}
