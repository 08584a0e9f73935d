import { messageGroup } from '@/i18n/message-group';
import { carouselMessages } from './messages';

/** The carousel's arrow and slide names. */
export const carouselMessageGroup = messageGroup('carousel', [carouselMessages]);
