import { galleryMessageGroup } from '@/components/gallery';
import { recentlyViewedMessageGroup } from '@/components/recently-viewed';
import { defineScreen } from '../screen-module';
import { load } from './load';
import { activityPurchaseMessageGroup } from './message-group';
import { metadata } from './metadata';
import { ActivityView } from './view';

/** The activity voucher page: `/{site}/{activity}/{id}[/{slug}]` (part 2 §2, part 1 §2). */
export const activityScreen = defineScreen({ load, metadata, View: ActivityView, messages: [galleryMessageGroup, activityPurchaseMessageGroup, recentlyViewedMessageGroup] });
