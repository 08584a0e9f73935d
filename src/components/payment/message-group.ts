import { messageGroup } from '@/i18n/message-group';
import { instalmentScheduleMessages } from './messages';

/** The payment components' texts (the instalment schedule), for the islands that render them. */
export const paymentMessageGroup = messageGroup('payment', [instalmentScheduleMessages]);
