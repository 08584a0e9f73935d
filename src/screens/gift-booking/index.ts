import { defineScreen } from '../screen-module';
import { load } from './load';
import { metadata } from './metadata';
import { GiftBookingView } from './view';

/** The gift booking page: the summary of a gift stay before payment (`/{site}/{gift booking}?productId…`). */
export const giftBookingScreen = defineScreen({ load, metadata: (route) => metadata(route), View: GiftBookingView, messages: [] });
