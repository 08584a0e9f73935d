import { carouselMessageGroup } from '@/components/carousel/message-group';
import { searchBoxMessageGroup } from '@/components/search-box/message-group';
import { messageGroup } from '@/i18n/message-group';
import { notFoundIslandMessages } from './island-messages';

/** The 404 page's islands: the expired-offer lookup with its carousel, and the search box. */
export const notFoundMessageGroup = messageGroup('not-found', [notFoundIslandMessages], [searchBoxMessageGroup, carouselMessageGroup]);
