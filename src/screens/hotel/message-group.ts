import { carouselMessageGroup } from '@/components/carousel/message-group';
import { messageGroup } from '@/i18n/message-group';
import { hotelOffersStateMessages } from '@/components/hotel-offers/offers-state-messages';
import { hotelOffersMessages } from './offers-messages';

/** The hotel page's own islands: the rooms and their offers, the nearby hotels' carousel. */
export const hotelIslandsMessageGroup = messageGroup('hotel', [hotelOffersMessages, hotelOffersStateMessages], [carouselMessageGroup]);
