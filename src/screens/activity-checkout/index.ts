import { defineScreen } from '../screen-module';
import { load } from './load';
import { activityCheckoutMessageGroup } from './message-group';
import { metadata } from './metadata';
import { ActivityCheckoutView } from './view';

/** The activity checkout summary: `/{site}/{activityCheckout}[?customType=OWN_USE]#id=…&a=…` (part 2 §2). */
export const activityCheckoutScreen = defineScreen({ load, metadata, View: ActivityCheckoutView, messages: [activityCheckoutMessageGroup] });
