import { uiMessageGroup } from '@/components/ui/message-group';
import { messageGroup } from '@/i18n/message-group';
import { islandMessages } from './client-messages';

/**
 * The shell's islands (gift, account and burger menus, mega-menu, back buttons, banner countdown,
 * share link): on every page, so the root layout carries them. The header's search slot is the
 * screen's (home and search pass the mobile search modal) and its messages come with the screen.
 */
export const shellMessageGroup = messageGroup('shell', [islandMessages], [uiMessageGroup]);
