import { messageGroup } from '@/i18n/message-group';
import { uiMessages } from './messages';

/** The UI primitives' texts (the close button of Modal and Drawer). */
export const uiMessageGroup = messageGroup('ui', [uiMessages]);
