import { priceUpdateMessageGroup } from '@/components/booking';
import { defineScreen } from '../screen-module';
import { load, type PaymentData } from './load';
import { paymentStepMessageGroup } from './message-group';
import { metadata } from './metadata';
import { PaymentView } from './view';

/**
 * The payment step and its confirmation: `/{site}/{payment}?checkoutId=…` (part 2 §2), and the box
 * variant `/{site}/{boxes}/{payment}/{code}?checkoutId=…` of a box gift order — one module for both
 * routes; each checkout's step is where checkoutStepHref says (the other route redirects there).
 */
const paymentStep = { load, metadata, View: PaymentView, messages: [paymentStepMessageGroup, priceUpdateMessageGroup] };

export const paymentScreen = defineScreen<'payment', PaymentData>(paymentStep);
export const boxPaymentScreen = defineScreen<'box-payment', PaymentData>(paymentStep);
