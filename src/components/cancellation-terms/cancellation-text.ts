import type { IntlShape } from 'react-intl/server';
import { cancellationLabelMessage } from '@/components/offer-card/cancellation-messages';
import type { BookingCancellationTerms, CancellationHeadline, CancellationTerm } from '@/domain/booking/cancellation-terms';
import { formatDay } from '@/i18n/format';
import { cancellationTermsMessages as m } from './messages';

/**
 * The words of the cancellation terms the domain decided (bookingCancellationTerms): the same
 * sentences on the product page, the booking summary, the confirmation and the e-mail. Days are
 * hotel days, written in the site's language.
 */

const longDay = (intl: IntlShape, day: string) => formatDay(intl, day, { day: 'numeric', month: 'long', year: 'numeric' });
const shortDay = (intl: IntlShape, day: string) => formatDay(intl, day, { day: 'numeric', month: 'long' });

export function cancellationTermText(intl: IntlShape, term: CancellationTerm): string {
  switch (term.key) {
    case 'cancellation.fullRefundUntil':
      return intl.formatMessage(m.fullRefundUntil, { deadline: longDay(intl, term.values.deadline) });
    case 'cancellation.modifyFreeUntil':
      return intl.formatMessage(m.modifyFreeUntil, { deadline: longDay(intl, term.values.deadline) });
    case 'cancellation.partialRefundUntil':
      return intl.formatMessage(m.partialRefundUntil, { deadline: longDay(intl, term.values.deadline), percent: term.values.percent });
    case 'cancellation.noRefundAfter':
      return intl.formatMessage(m.noRefundAfter, { date: longDay(intl, term.values.date) });
  }
}

/** The conditions as sentences; a stay with none says it can be neither exchanged nor refunded. */
export function cancellationTermsTexts(intl: IntlShape, terms: BookingCancellationTerms): string[] {
  return terms.terms.length > 0 ? terms.terms.map((term) => cancellationTermText(intl, term)) : [intl.formatMessage(m.none)];
}

/** The headline in a few words (the header's label, an insurance choice's conditions). */
export function cancellationHeadlineText(intl: IntlShape, headline: CancellationHeadline): string {
  if (headline.key === 'cancellation.label.fullRefundUntil') return intl.formatMessage(m.fullRefundLabel, { deadline: shortDay(intl, headline.values.deadline) });
  const descriptor = cancellationLabelMessage(headline.key);
  const values = headline.key === 'offerCard.cancellation.modifiableUntil' ? { deadline: shortDay(intl, headline.values.deadline) } : {};
  return descriptor ? intl.formatMessage(descriptor, values) : '';
}
