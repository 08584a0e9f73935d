import { cancellationLabelMessages } from '@/components/offer-card/cancellation-messages';
import { messageGroup } from '@/i18n/message-group';
import { cancellationTermsMessages } from './messages';

/** The cancellation terms' texts, with the cards' labels the headline reuses: register it with every island that shows them. */
export const cancellationTermsMessageGroup = messageGroup('cancellation-terms', [cancellationTermsMessages, cancellationLabelMessages]);
