import { carouselMessageGroup } from '@/components/carousel/message-group';
import { messageGroup } from '@/i18n/message-group';
import { recentlyViewedMessages } from './messages';

/** The recently viewed carousel's texts. */
export const recentlyViewedMessageGroup = messageGroup('recently-viewed', [recentlyViewedMessages], [carouselMessageGroup]);
