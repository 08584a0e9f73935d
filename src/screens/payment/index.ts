import { priceUpdateMessageGroup } from '@/components/booking';
import { defineScreen } from '../screen-module';
import { load } from './load';
import { paymentStepMessageGroup } from './message-group';
import { metadata } from './metadata';
import { PaymentView } from './view';

/** The payment step and its confirmation: `/{site}/{payment}?checkoutId=…` (part 2 §2). */
export const paymentScreen = defineScreen({ load, metadata, View: PaymentView, messages: [paymentStepMessageGroup, priceUpdateMessageGroup] });
