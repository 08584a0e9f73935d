import { offerCardMessageGroup } from '@/components/offer-card/message-group';
import { uiMessageGroup } from '@/components/ui/message-group';
import { messageGroup } from '@/i18n/message-group';
import { filterMessages, radiusLabelMessages } from './messages';

/** The filter bar and modal (with the radius label); score options are labelled with the cards' score words. */
export const filtersMessageGroup = messageGroup('filters', [filterMessages, radiusLabelMessages], [offerCardMessageGroup, uiMessageGroup]);
