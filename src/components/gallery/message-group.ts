import { uiMessageGroup } from '@/components/ui/message-group';
import { messageGroup } from '@/i18n/message-group';
import { slideshowMessages } from './slideshow-messages';

/**
 * The gallery's slideshow (its dialog's Close comes from the UI group). A screen that renders
 * <Gallery> lists this group among its islands' groups.
 */
export const galleryMessageGroup = messageGroup('gallery', [slideshowMessages], [uiMessageGroup]);
