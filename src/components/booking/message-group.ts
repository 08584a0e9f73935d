import { uiMessageGroup } from '@/components/ui/message-group';
import { messageGroup } from '@/i18n/message-group';
import { priceUpdateMessages } from './messages';

/** The price-update modal (with Modal's close button): register it on every screen that shows the modal. */
export const priceUpdateMessageGroup = messageGroup('price-update', [priceUpdateMessages], [uiMessageGroup]);
