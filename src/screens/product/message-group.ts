import { cancellationLabelMessages } from '@/components/offer-card/cancellation-messages';
import { messageGroup } from '@/i18n/message-group';
import { autoDiscountMessages } from './auto-discount-messages';
import { priceMessages } from './price-messages';

/** The product page's own small islands (the header's price and cancellation label — the cards' wording —, the automatic discount's line). */
export const productIslandsMessageGroup = messageGroup('product-islands', [priceMessages, autoDiscountMessages, cancellationLabelMessages]);
