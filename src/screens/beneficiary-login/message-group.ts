import { messageGroup } from '@/i18n/message-group';
import { voucherFormMessages } from './form-messages';

/** The code form island's texts. */
export const voucherFormMessageGroup = messageGroup('beneficiary-voucher-form', [voucherFormMessages]);
