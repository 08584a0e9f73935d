import { messageGroup } from '@/i18n/message-group';
import { activityPurchaseMessageGroup } from '../activity/message-group';
import { checkoutMessages } from './messages';

/** The checkout summary's island: its own texts and the voucher page's price lines. */
export const activityCheckoutMessageGroup = messageGroup('activity-checkout', [checkoutMessages], [activityPurchaseMessageGroup]);
