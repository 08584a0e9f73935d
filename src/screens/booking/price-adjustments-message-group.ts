import { cancellationTermsMessageGroup } from '@/components/cancellation-terms/message-group';
import { messageGroup } from '@/i18n/message-group';
// The insurance list is the product page's (its texts with it).
import { insuranceMessages } from '../product/booking/insurance-messages';
import { priceAdjustmentsMessages } from './price-adjustments-messages';

/**
 * The price adjustments island, with the product page's insurance list and the cancellation terms'
 * words it uses. Apart from the texts, so the island's chunk does not carry the group's imports.
 */
export const priceAdjustmentsMessageGroup = messageGroup('booking-price-adjustments', [priceAdjustmentsMessages, insuranceMessages], [cancellationTermsMessageGroup]);
