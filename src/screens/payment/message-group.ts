import { paymentMethodMessages } from '@/components/checkout/payment-method-messages';
import { paymentMessageGroup as instalmentMessageGroup } from '@/components/payment/message-group';
import { messageGroup } from '@/i18n/message-group';
import { paymentFormMessages } from './payment-form-messages';

/** The payment step's island: the method names, its own texts and the instalment schedule's. */
export const paymentStepMessageGroup = messageGroup('payment-step', [paymentFormMessages, paymentMethodMessages], [instalmentMessageGroup]);
