import { giftOfferMessageGroup } from '@/components/gift-offer/message-group';
import { mapMessageGroup } from '@/components/map/message-group';
import { uiMessageGroup } from '@/components/ui/message-group';
import { messageGroup } from '@/i18n/message-group';
import { boxIslandMessages } from './islands-messages';

/** The box page's islands: the stays' row and its map, the Offer panel and its gift dialog. */
export const boxIslandsMessageGroup = messageGroup('box', [boxIslandMessages], [uiMessageGroup, mapMessageGroup, giftOfferMessageGroup]);
