import { giftOfferMessageGroup } from '@/components/gift-offer/message-group';
import { messageGroup } from '@/i18n/message-group';
import { giftSetupMessages } from './messages';

/** The gift setup panel of the product page (gifting flow). */
export const giftSetupMessageGroup = messageGroup('product-gift-setup', [giftSetupMessages], [giftOfferMessageGroup]);
