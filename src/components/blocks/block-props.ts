import type { IntlShape } from 'react-intl/server';
import type { Locale } from '@/domain/model/locale';

/** What every block component receives besides its block. */
export interface BlockContext {
  locale: Locale;
  intl: IntlShape;
  /** The request's clock (countdowns). */
  now: Date;
  /** Whether this block holds the page's first image (the LCP candidate). */
  first: boolean;
}
