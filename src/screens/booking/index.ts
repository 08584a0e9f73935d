import { priceUpdateMessageGroup } from '@/components/booking';
import { defineScreen } from '../screen-module';
import { load, type BookingData } from './load';
import { metadata } from './metadata';
import { priceAdjustmentsMessageGroup } from './price-adjustments-message-group';
import { travellerMessageGroup } from './traveller-messages';
import { giftOrderMessageGroup } from './gift-order-messages';
import { BookingView } from './view';

/**
 * The booking summary after the product page's Book: `/{site}/{booking}?checkoutId=…` (part 2 §2,
 * §4); a box gift order's is the box variant `/{site}/{boxes}/{booking}/{code}?checkoutId=…`, the
 * same module (contract §7).
 */
const bookingStep = {
  load,
  metadata,
  View: BookingView,
  messages: [priceAdjustmentsMessageGroup, priceUpdateMessageGroup, travellerMessageGroup, giftOrderMessageGroup],
};

export const bookingScreen = defineScreen<'booking', BookingData>(bookingStep);
export const boxBookingScreen = defineScreen<'box-booking', BookingData>(bookingStep);
