import { uiMessageGroup } from '@/components/ui/message-group';
import { messageGroup } from '@/i18n/message-group';
import { hotelOffersStateMessages } from '@/components/hotel-offers/offers-state-messages';
import { hotelOffersMessages, marketingLabelMessages, offerCardMessages, offerCardRuleMessages } from './messages';
import { newYearsEveMessages } from './new-years-eve-badge';

/** Offer cards and the hotel offers drawer (its texts live with the cards'). */
export const offerCardMessageGroup = messageGroup(
  'offer-card',
  [offerCardMessages, offerCardRuleMessages, marketingLabelMessages, hotelOffersMessages, hotelOffersStateMessages, newYearsEveMessages],
  [uiMessageGroup],
);
