import { defineScreen } from '../screen-module';
import { load } from './load';
import { giftCardMessageGroup } from './message-group';
import { metadata } from './metadata';
import { GiftCardView } from './view';

/** `/{site}/{gift card}`: the gift card page (amount, personalisation, hand-off to the gift summary). */
export const giftCardScreen = defineScreen({ load, metadata: (route, _data, context) => metadata(route, context), View: GiftCardView, messages: [giftCardMessageGroup] });
