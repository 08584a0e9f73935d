import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/**
 * The cancellation terms of a booked stay (src/domain/booking/cancellation-terms.ts), in one set of
 * texts for every place that shows them: the product page's header and cancellation dialog, the
 * insurance choices, the booking summary, the confirmation and its e-mail. Ids are the domain's keys.
 */
export const cancellationTermsMessages = defineMessages<{
  title: NoMessageValues;
  fullRefundLabel: { deadline: string };
  fullRefundUntil: { deadline: string };
  modifyFreeUntil: { deadline: string };
  partialRefundUntil: { deadline: string; percent: number };
  noRefundAfter: { date: string };
  none: NoMessageValues;
}>({
  title: { id: 'cancellation.title', defaultMessage: 'Cancellation conditions' },
  fullRefundLabel: { id: 'cancellation.label.fullRefundUntil', defaultMessage: 'Free cancellation with a full refund until {deadline}' },
  fullRefundUntil: { id: 'cancellation.fullRefundUntil', defaultMessage: 'You can cancel free of charge until {deadline} and get the whole stay refunded.' },
  modifyFreeUntil: { id: 'cancellation.modifyFreeUntil', defaultMessage: 'You can modify your stay free of charge until {deadline}.' },
  partialRefundUntil: { id: 'cancellation.partialRefundUntil', defaultMessage: 'You can cancel until {deadline} and get {percent} % of each night refunded.' },
  noRefundAfter: { id: 'cancellation.noRefundAfter', defaultMessage: 'No refund is possible from {date}.' },
  none: { id: 'cancellation.none', defaultMessage: 'This stay can be neither exchanged nor refunded.' },
});
