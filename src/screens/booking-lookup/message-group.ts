import { messageGroup } from '@/i18n/message-group';
import { foundBookingMessages, lookupFormMessages } from './form-messages';

/** The lookup form island's texts, the booking it shows included. */
export const lookupFormMessageGroup = messageGroup('booking-lookup-form', [lookupFormMessages, foundBookingMessages]);
