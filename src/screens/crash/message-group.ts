import { messageGroup } from '@/i18n/message-group';
import { crashMessages } from './messages';

/** The crash page: rendered by app/error.tsx in place of any page, so the root layout carries it. */
export const crashMessageGroup = messageGroup('crash', [crashMessages]);
