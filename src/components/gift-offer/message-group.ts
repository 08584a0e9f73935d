import { uiMessageGroup } from '@/components/ui/message-group';
import { messageGroup } from '@/i18n/message-group';
import { giftOfferMessages } from './messages';

/** The gift offer dialog and the personalisation note: a screen rendering them lists this group. */
export const giftOfferMessageGroup = messageGroup('gift-offer', [giftOfferMessages], [uiMessageGroup]);
