import { uiMessageGroup } from '@/components/ui/message-group';
import { messageGroup } from '@/i18n/message-group';
import { purchaseMessages } from './purchase-messages';

/** The voucher page's purchase island (stepper, price block, confirmation modal) and the checkout summary's price lines. */
export const activityPurchaseMessageGroup = messageGroup('activity-purchase', [purchaseMessages], [uiMessageGroup]);
