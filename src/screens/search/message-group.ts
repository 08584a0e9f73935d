import { filtersMessageGroup } from '@/components/filters/message-group';
import { mapMessageGroup } from '@/components/map/message-group';
import { offerCardMessageGroup } from '@/components/offer-card/message-group';
import { searchBoxMessageGroup } from '@/components/search-box/message-group';
import { wishlistMessageGroup } from '@/components/wishlist/message-group';
import { messageGroup } from '@/i18n/message-group';
import { flowSwitchMessages, searchMessages, searchRuleMessages, sortMessages } from './client-messages';

/** The results island (cards, filters, sort, pagination, map, hotel offers) and the search box. */
export const searchMessageGroup = messageGroup(
  'search',
  [searchMessages, sortMessages, searchRuleMessages, flowSwitchMessages],
  [searchBoxMessageGroup, filtersMessageGroup, offerCardMessageGroup, mapMessageGroup, wishlistMessageGroup],
);
