import { giftOfferMessageGroup } from '@/components/gift-offer/message-group';
import { defineScreen } from '../screen-module';
import { load } from './load';
import { metadata } from './metadata';
import { GiftBookingView } from './view';

/**
 * The gift booking page: the summary of a gift before payment — a stay (`?productId…`), a box
 * (`?giftFormat&code`) or a gift card (`?type=giftcard&amount`). Its islands are the
 * personalisation note (read from the browser's storage) and Continue, which starts the order.
 */
export const giftBookingScreen = defineScreen({ load, metadata: (route) => metadata(route), View: GiftBookingView, messages: [giftOfferMessageGroup] });
