import { messengerMessageGroup } from '@/components/messenger/message-group';
import { uiMessageGroup } from '@/components/ui/message-group';
import { messageGroup } from '@/i18n/message-group';
import { contactFormMessages } from './form-messages';

/** The contact page's islands: the message button, its modal (ui's Close), the form, and the chat button. */
export const contactMessageGroup = messageGroup('contact', [contactFormMessages], [uiMessageGroup, messengerMessageGroup]);
