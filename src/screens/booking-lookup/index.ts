import { defineScreen } from '../screen-module';
import { load } from './load';
import { lookupFormMessageGroup } from './message-group';
import { metadata } from './metadata';
import { BookingLookupView } from './view';

/** The booking lookup: `/{site}/{booking lookup}#r=<reference>` (part 2 §2, the burger's My booking link). */
export const bookingLookupScreen = defineScreen({ load, metadata: (route) => metadata(route), View: BookingLookupView, messages: [lookupFormMessageGroup] });
