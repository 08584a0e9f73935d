import { galleryMessageGroup } from '@/components/gallery';
import { reviewsMessageGroup } from '@/components/reviews';
import { defineScreen } from '../screen-module';
import { load } from './load';
import { hotelIslandsMessageGroup } from './message-group';
import { metadata } from './metadata';
import { offerDetailMessageGroup } from './offer-detail/message-group';
import { hotelSearchBarMessageGroup } from './search-bar/message-group';
import { HotelView } from './view';

/** The hotel page: `/{site}/{hotel}/{id or the hotel's own uri}` (part 1 §2, part 2 §2). */
export const hotelScreen = defineScreen({
  load,
  metadata,
  View: HotelView,
  messages: [galleryMessageGroup, reviewsMessageGroup, hotelSearchBarMessageGroup, offerDetailMessageGroup, hotelIslandsMessageGroup],
});
