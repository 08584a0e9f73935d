import type { IntlShape } from 'react-intl/server';
import { roundedStars, starGlyphs } from '@/domain/cards';
import { hotelInfoMessages as m } from './messages';
import styles from './hotel-info.module.css';

/** A hotel's stars, half-star rounded (part 2 §9), spoken as 'n stars'; nothing without stars. */
export function Stars({ stars, intl }: { stars: number | null; intl: IntlShape }) {
  const rounded = roundedStars(stars);
  if (rounded === 0) return null;
  const { whole, half } = starGlyphs(rounded);
  return (
    <span className={styles.stars} role="img" aria-label={intl.formatMessage(m.stars, { stars: rounded })}>
      {'★'.repeat(whole)}
      {half ? '½' : ''}
    </span>
  );
}
