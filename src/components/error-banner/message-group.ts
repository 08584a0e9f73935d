import { messageGroup } from '@/i18n/message-group';
import { errorBannerMessages } from './messages';

/** An island that may show the error banner lists this group among the groups it uses. */
export const errorBannerMessageGroup = messageGroup('error-banner', [errorBannerMessages]);
