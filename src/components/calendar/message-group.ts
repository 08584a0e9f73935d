import { messageGroup } from '@/i18n/message-group';
import { uiMessageGroup } from '@/components/ui/message-group';
import { calendarMessages, shortcutMessages } from './messages';

/** The calendar islands' texts (dates field, availability calendar, month grid). */
export const calendarMessageGroup = messageGroup('calendar', [calendarMessages, shortcutMessages], [uiMessageGroup]);
