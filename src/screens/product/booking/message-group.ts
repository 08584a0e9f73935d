import { priceUpdateMessageGroup } from '@/components/booking/message-group';
import { calendarMessageGroup } from '@/components/calendar/message-group';
import { cancellationTermsMessageGroup } from '@/components/cancellation-terms/message-group';
import { paymentMessageGroup } from '@/components/payment/message-group';
import { searchBoxMessageGroup } from '@/components/search-box/message-group';
import { uiMessageGroup } from '@/components/ui/message-group';
import { messageGroup } from '@/i18n/message-group';
import { bookingMessages } from './messages';
import { suggestedStayMessages } from './suggested-stay-messages';

/** The booking island: its own texts, the calendar's, the guests popover's (the search box's), the price-update modal's, the cancellation terms' and the dialogs'. */
export const bookingMessageGroup = messageGroup('product-booking', [bookingMessages, suggestedStayMessages], [calendarMessageGroup, searchBoxMessageGroup, priceUpdateMessageGroup, paymentMessageGroup, cancellationTermsMessageGroup, uiMessageGroup]);
