import { defineMessages } from '@formatjs/intl';
import type { MessageDescriptor } from 'react-intl';

/**
 * The cancellation label's texts (src/domain/cards cancellationLabel keys), in a module of their own:
 * the product page's header island shows the same label without the cards' other texts.
 */
export const cancellationLabelMessages = defineMessages({
  cancellationModifiable: { id: 'offerCard.cancellation.modifiableUntil', defaultMessage: 'Modifiable or partially refundable until {deadline}' },
  cancellationNonRefundable: { id: 'offerCard.cancellation.nonRefundable', defaultMessage: 'Non-exchangeable and non-refundable' },
  cancellationAddDates: { id: 'offerCard.cancellation.addDates', defaultMessage: 'Add your dates to see the cancellation conditions' },
});

const BY_KEY = new Map<string, MessageDescriptor>(Object.values(cancellationLabelMessages).map((descriptor) => [descriptor.id as string, descriptor]));

/** The descriptor of a cancellationLabel key. */
export const cancellationLabelMessage = (key: string) => BY_KEY.get(key);
