import { errorBannerMessageGroup } from '@/components/error-banner/message-group';
import { uiMessageGroup } from '@/components/ui/message-group';
import { messageGroup } from '@/i18n/message-group';
import { mapMessages } from './messages';

/** The search map modal and its Leaflet map. */
export const mapMessageGroup = messageGroup('map', [mapMessages], [uiMessageGroup, errorBannerMessageGroup]);
