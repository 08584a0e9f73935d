import { galleryMessageGroup } from '@/components/gallery';
import { reviewsMessageGroup } from '@/components/reviews';
import { defineScreen } from '../screen-module';
import { giftSetupMessageGroup } from './gift-setup/message-group';
import { bookingMessageGroup } from './booking/message-group';
import { load } from './load';
import { productIslandsMessageGroup } from './message-group';
import { redemptionMessageGroup } from './redemption/message-group';
import { metadata } from './metadata';
import { ProductView } from './view';

/** The stay product page: `/{site}/{product}/{id}[/{slug}]` (part 1 §2). */
export const productScreen = defineScreen({ load, metadata, View: ProductView, messages: [galleryMessageGroup, reviewsMessageGroup, bookingMessageGroup, giftSetupMessageGroup, productIslandsMessageGroup, redemptionMessageGroup] });
