'use client';

import type { IntlShape, MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { InfoDialog } from '@/components/ui/info-dialog';
import { cancellationTermsTexts } from '@/components/cancellation-terms/cancellation-text';
import { cancellationTermsMessages } from '@/components/cancellation-terms/messages';
import type { BookingCancellationTerms } from '@/domain/booking/cancellation-terms';
import { hasPromoBadge } from '@/domain/cards/promo';
import type { Quote } from '@/domain/model/quote';
import { CHECKIN_IN_THE_PAST, PACKAGE_NOT_AVAILABLE_AT_CHECKIN, type KnownQuoteErrorCode, type QuoteDisplay } from '@/domain/product';
import { formatPrice } from '@/i18n/format';
import { bookingMessages as m } from './messages';
import styles from './booking.module.css';

/** The site's own words for the quote's known error codes (the API's messages are English). */
const KNOWN_CODE_TEXT: Record<KnownQuoteErrorCode, MessageDescriptor> = {
  MIN_LOS_NOT_REACHED: m.quoteMinLos,
  PAX_OVER_CAPACITY: m.quotePaxOverCapacity,
  ACTIVITY_NOT_IN_OFFER: m.quoteActivityNotInOffer,
  ACTIVITY_DATE_OUT_OF_STAY: m.quoteActivityOutOfStay,
};

/**
 * What a quote that could not price the stay says (part 2 §8); null: nothing (QUOTE_FETCH_ERROR
 * shows no message). Known codes in the site's language; an unknown one passes the API's message on.
 */
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
    case 'known':
      return intl.formatMessage(KNOWN_CODE_TEXT[display.code]);
    case 'passedOn':
      return intl.formatMessage(m.quotePassedOn, { reason: display.message ?? display.code ?? '' });
  }
}

/**
 * The priced stay (part 2 §3 quote): stay price with its reference price and promo, flash deal,
 * the chosen insurance, the total, the local tax paid at the hotel, the rooms message and the
 * cancellation conditions of the cover the traveller chose (part 1 §4; src/domain/booking/cancellation-terms.ts).
 */
export function QuoteSummary({ quote, cancellation, insuranceAmount, total, updating, showRoomsMessage }: {
  quote: Quote;
  /** The terms of the stay with the chosen cover (the island decides them once, for the header too). */
  cancellation: BookingCancellationTerms;
  insuranceAmount: number;
  total: number;
  updating: boolean;
  /** The quote's rooms message, unless the offer list already says how many rooms are left. */
  showRoomsMessage: boolean;
}) {
  const intl = useIntl();
  const terms = cancellationTermsTexts(intl, cancellation);
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
            {hasPromoBadge(quote.promo) ? <span className={styles.promo}>{intl.formatMessage(m.quotePromo, { promo: quote.promo })}</span> : null}
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
        title={intl.formatMessage(cancellationTermsMessages.title)}
        className={styles.linkButton}
        data-testid="cancellation-dialog"
      >
        {cancellation.terms.length > 0 ? (
          <ul className={styles.terms} data-testid="cancellation-terms">
            {terms.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        ) : (
          <p data-testid="cancellation-terms">{terms[0]}</p>
        )}
      </InfoDialog>
    </div>
  );
}
