import { priceUpdateMessageGroup } from '@/components/booking';
import { defineScreen } from '../screen-module';
import { load } from './load';
import { metadata } from './metadata';
import { priceAdjustmentsMessageGroup } from './price-adjustments-messages';
import { travellerMessageGroup } from './traveller-messages';
import { BookingView } from './view';

/** The booking summary after the product page's Book: `/{site}/{booking}?checkoutId=…` (part 2 §2, §4). */
export const bookingScreen = defineScreen({ load, metadata, View: BookingView, messages: [priceAdjustmentsMessageGroup, priceUpdateMessageGroup, travellerMessageGroup] });
