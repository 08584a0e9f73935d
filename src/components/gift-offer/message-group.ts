import { uiMessageGroup } from '@/components/ui/message-group';
import { messageGroup } from '@/i18n/message-group';
import { giftOfferMessages } from './messages';
import { giftOrderStartMessages } from './start-messages';

/** The gift offer dialog, the personalisation note and starting the order: a screen rendering them lists this group. */
export const giftOfferMessageGroup = messageGroup('gift-offer', [giftOfferMessages, giftOrderStartMessages], [uiMessageGroup]);
