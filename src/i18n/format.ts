import type { IntlShape } from 'react-intl/server';

/** Prices travel in cents; they become currency only here, at display time. */
export function formatPrice(intl: IntlShape, cents: number, currency = 'EUR'): string {
  const units = cents / 100;
  return intl.formatNumber(units, {
    style: 'currency',
    currency,
    minimumFractionDigits: Number.isInteger(units) ? 0 : 2,
    maximumFractionDigits: 2,
  });
}

/** Review scores: one decimal, with the locale's decimal separator (a comma on every site). */
export function formatScore(intl: IntlShape, score: number): string {
  return intl.formatNumber(score, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
