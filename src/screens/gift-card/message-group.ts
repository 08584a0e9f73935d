import { giftOfferMessageGroup } from '@/components/gift-offer/message-group';
import { messageGroup } from '@/i18n/message-group';
import { giftCardFormMessages } from './form-messages';

/** The gift card page's island: the amount form and the personalisation dialog it opens. */
export const giftCardMessageGroup = messageGroup('gift-card', [giftCardFormMessages], [giftOfferMessageGroup]);
