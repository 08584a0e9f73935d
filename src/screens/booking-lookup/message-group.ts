import { messageGroup } from '@/i18n/message-group';
import { foundBookingMessages, lookupFormMessages } from './form-messages';
import { modifyDatesMessages } from './modify-dates-messages';

/** The lookup form island's texts, the booking it shows and its change of dates included. */
export const lookupFormMessageGroup = messageGroup('booking-lookup-form', [lookupFormMessages, foundBookingMessages, modifyDatesMessages]);
