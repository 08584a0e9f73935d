import { galleryMessageGroup } from '@/components/gallery';
import { defineScreen } from '../screen-module';
import { load } from './load';
import { boxIslandsMessageGroup } from './message-group';
import { metadata } from './metadata';
import { BoxView } from './view';

/** The box detail page: `/{site}/{boxes}/p/{slug}/{code}`, digital (…EBOX) or physical (…PBOX) code (part 2 §2). */
export const boxScreen = defineScreen({
  load,
  metadata,
  View: BoxView,
  messages: [galleryMessageGroup, boxIslandsMessageGroup],
});
