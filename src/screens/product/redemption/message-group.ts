import { calendarMessageGroup } from '@/components/calendar/message-group';
import { messageGroup } from '@/i18n/message-group';
import { bookingMessages } from '../booking/messages';
import { redemptionMessages } from './messages';

/** The redemption island: its texts, the calendar's and the booking island's (activity dates). */
export const redemptionMessageGroup = messageGroup('product-redemption', [redemptionMessages, bookingMessages], [calendarMessageGroup]);
