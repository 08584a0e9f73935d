import { messageGroup } from '@/i18n/message-group';
import { messengerMessages } from './messages';

/** The chat button: a screen rendering it lists this group in its `messages`. */
export const messengerMessageGroup = messageGroup('messenger', [messengerMessages]);
