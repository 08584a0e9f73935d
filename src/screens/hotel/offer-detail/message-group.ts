import { hotelInfoMessages } from '@/components/hotel-info/messages';
import { messageGroup } from '@/i18n/message-group';
import { bookingMessageGroup } from '@/screens/product/booking/message-group';
import { offerDetailMessages } from './messages';

/**
 * The offer detail: its own texts, the hotel's hours (the hotel-info sentences, whose module the
 * detail imports), and the booking island it embeds (with the calendar, guests, price update and dialogs).
 */
export const offerDetailMessageGroup = messageGroup('hotel-offer-detail', [offerDetailMessages, hotelInfoMessages], [bookingMessageGroup]);
