import { cancellationTermsMessageGroup } from '@/components/cancellation-terms/message-group';
import { messageGroup } from '@/i18n/message-group';
import { autoDiscountMessages } from './auto-discount-messages';
import { priceMessages } from './price-messages';

/** The product page's own small islands (the header's price and cancellation label — the cards' wording, or the chosen cover's —, the automatic discount's line). */
export const productIslandsMessageGroup = messageGroup('product-islands', [priceMessages, autoDiscountMessages], [cancellationTermsMessageGroup]);
