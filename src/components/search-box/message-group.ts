import { calendarMessageGroup } from '@/components/calendar/message-group';
import { uiMessageGroup } from '@/components/ui/message-group';
import { messageGroup } from '@/i18n/message-group';
import { searchBoxMessages } from './messages';

/** The search box and its mobile modal; its dates field is the calendar's. */
export const searchBoxMessageGroup = messageGroup('search-box', [searchBoxMessages], [calendarMessageGroup, uiMessageGroup]);
