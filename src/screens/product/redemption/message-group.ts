import { calendarMessageGroup } from '@/components/calendar/message-group';
import { messageGroup } from '@/i18n/message-group';
import { bookingMessages } from '../booking/messages';
import { redemptionMessages } from './messages';
import { voucherElsewhereMessages } from './voucher-elsewhere-messages';

/** The redemption island: its texts, the notice of a voucher the stay is not for, the calendar's and the booking island's (activity dates). */
export const redemptionMessageGroup = messageGroup('product-redemption', [redemptionMessages, voucherElsewhereMessages, bookingMessages], [calendarMessageGroup]);
