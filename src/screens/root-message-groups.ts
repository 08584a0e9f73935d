import { shellMessageGroup } from '@/components/shell/message-group';
import type { MessageGroup } from '@/i18n/message-group';
import { crashMessageGroup } from './crash/message-group';

/**
 * The island messages of every page, carried by the root layout: the shell's, and the crash
 * page's (app/error.tsx replaces the page below the layout). Each screen brings its own islands'
 * messages (ScreenModule.messages); the shell's are not sent twice.
 */
export const ROOT_MESSAGE_GROUPS: readonly MessageGroup[] = [shellMessageGroup, crashMessageGroup];
