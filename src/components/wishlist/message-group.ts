import { messageGroup } from '@/i18n/message-group';
import { wishlistMessages } from './messages';

/** What the wishlist's client code says (screens showing full offer cards add this group). */
export const wishlistMessageGroup = messageGroup('wishlist', [wishlistMessages]);
