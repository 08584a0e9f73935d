import { calendarMessageGroup } from '@/components/calendar/message-group';
import { searchBoxMessageGroup } from '@/components/search-box/message-group';
import { uiMessageGroup } from '@/components/ui/message-group';
import { messageGroup } from '@/i18n/message-group';
import { hotelSearchBarMessages } from './messages';

/** The hotel search bar: its own texts, the calendar's, the guests popover's (the search box's) and the dialogs'. */
export const hotelSearchBarMessageGroup = messageGroup('hotel-search-bar', [hotelSearchBarMessages], [calendarMessageGroup, searchBoxMessageGroup, uiMessageGroup]);
