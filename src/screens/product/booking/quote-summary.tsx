'use client';

import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';
import { InfoDialog } from '@/components/ui/info-dialog';
import { cancellationTerms, type CancellationTerm } from '@/domain/cards/cancellation-terms';
import type { Quote } from '@/domain/model/quote';
import { CHECKIN_IN_THE_PAST, PACKAGE_NOT_AVAILABLE_AT_CHECKIN, type QuoteDisplay } from '@/domain/product';
import { formatDay, formatPrice } from '@/i18n/format';
import { bookingMessages as m } from './messages';
import styles from './booking.module.css';

const longDate = (intl: IntlShape, day: string) => formatDay(intl, day, { day: 'numeric', month: 'long', year: 'numeric' });

/** What a quote that could not price the stay says (part 2 §8); null: nothing (QUOTE_FETCH_ERROR shows no message). */
export function quoteProblemText(intl: IntlShape, display: QuoteDisplay): string | null {
  switch (display.kind) {
    case 'quoted':
    case 'fetchError':
      return null;
    case 'dateProblem':
      if (display.code === CHECKIN_IN_THE_PAST) return intl.formatMessage(m.quoteCheckinPast);
      if (display.code === PACKAGE_NOT_AVAILABLE_AT_CHECKIN) return intl.formatMessage(m.quoteUnavailableAtCheckin);
      return intl.formatMessage(m.quoteDateProblem);
    case 'notBookable':
      return intl.formatMessage(m.quoteNotBookable);
    case 'quoteError':
      return intl.formatMessage(m.quoteError);
    case 'passedOn':
      return intl.formatMessage(m.quotePassedOn, { reason: display.message ?? display.code ?? '' });
  }
}

function termText(intl: IntlShape, term: CancellationTerm): string {
  switch (term.key) {
    case 'cancellation.modifyFreeUntil':
      return intl.formatMessage(m.cancellationModifyFreeUntil, { deadline: longDate(intl, term.values.deadline) });
    case 'cancellation.partialRefundUntil':
      return intl.formatMessage(m.cancellationPartialRefundUntil, { deadline: longDate(intl, term.values.deadline), percent: term.values.percent });
    case 'cancellation.noRefundAfter':
      return intl.formatMessage(m.cancellationNoRefundAfter, { date: longDate(intl, term.values.date) });
  }
}

/**
 * The priced stay (part 2 §3 quote): stay price with its reference price and promo, flash deal,
 * the chosen insurance, the total, the local tax paid at the hotel, the rooms message and the
 * cancellation conditions (part 1 §4).
 */
export function QuoteSummary({ quote, checkin, insuranceAmount, total, updating, showRoomsMessage }: {
  quote: Quote;
  checkin: string;
  insuranceAmount: number;
  total: number;
  updating: boolean;
  /** The quote's rooms message, unless the offer list already says how many rooms are left. */
  showRoomsMessage: boolean;
}) {
  const intl = useIntl();
  const terms = cancellationTerms({ checkin, policy: quote.cancellationPolicy });
  return (
    <div className={styles.quote} aria-busy={updating} data-testid="booking-quote" data-updating={updating ? 'true' : undefined}>
      {quote.flashDeal ? <p className={styles.flashDeal}>{intl.formatMessage(m.quoteFlashDeal)}</p> : null}
      <dl className={styles.priceLines}>
        <div>
          <dt>{intl.formatMessage(m.quoteStay, { nights: quote.nights, rooms: quote.nbRooms })}</dt>
          <dd data-testid="booking-stay-price">
            {quote.refPrice !== null && quote.refPrice > quote.sellPrice ? (
              <span className={styles.refPrice}>{intl.formatMessage(m.quoteRefPrice, { price: formatPrice(intl, quote.refPrice) })}</span>
            ) : null}
            {quote.promo > 0 ? <span className={styles.promo}>{intl.formatMessage(m.quotePromo, { promo: quote.promo })}</span> : null}
            <span>{formatPrice(intl, quote.sellPrice)}</span>
          </dd>
        </div>
        {insuranceAmount > 0 ? (
          <div>
            <dt>{intl.formatMessage(m.quoteInsurance)}</dt>
            <dd>{formatPrice(intl, insuranceAmount)}</dd>
          </div>
        ) : null}
        <div className={styles.totalLine}>
          <dt>{intl.formatMessage(m.quoteTotal)}</dt>
          <dd data-testid="booking-total">{formatPrice(intl, total)}</dd>
        </div>
      </dl>
      {updating ? <p className={styles.muted}>{intl.formatMessage(m.quoteLoading)}</p> : null}
      {quote.localTaxTotalAmount ? (
        <p className={styles.muted} data-testid="booking-local-tax">
          {intl.formatMessage(m.quoteLocalTax, { amount: formatPrice(intl, quote.localTaxTotalAmount) })}
        </p>
      ) : null}
      {showRoomsMessage && quote.roomsAmountMessage ? <p className={styles.muted}>{quote.roomsAmountMessage}</p> : null}
      <InfoDialog
        label={intl.formatMessage(m.cancellationOpen)}
        title={intl.formatMessage(m.cancellationTitle)}
        className={styles.linkButton}
        data-testid="cancellation-dialog"
      >
        {terms.length > 0 ? (
          <ul className={styles.terms}>
            {terms.map((term) => (
              <li key={term.key}>{termText(intl, term)}</li>
            ))}
          </ul>
        ) : (
          <p>{intl.formatMessage(m.cancellationNone)}</p>
        )}
      </InfoDialog>
    </div>
  );
}
