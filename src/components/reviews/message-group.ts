import { uiMessageGroup } from '@/components/ui/message-group';
import { messageGroup } from '@/i18n/message-group';
import { reviewLanguageMessages, reviewSortMessages, reviewsMessages } from './messages';

/** The reviews block's island: its 'See all reviews' button and the reviews modal (with Modal's close). */
export const reviewsMessageGroup = messageGroup('reviews', [reviewsMessages, reviewSortMessages, reviewLanguageMessages], [uiMessageGroup]);
