import { messageGroup } from '@/i18n/message-group';
import { autoDiscountMessages } from './auto-discount-messages';

/** The product page's own small islands (the automatic discount's line). */
export const productIslandsMessageGroup = messageGroup('product-islands', [autoDiscountMessages]);
