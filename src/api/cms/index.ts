export { fetchAnnouncementBanners, fetchGiftBlocks, fetchHomepage, fetchPromoBars, fetchSerpBoxBlock, fetchTargetedBanners } from './calls';
export { giftBlockFor, type GiftBlocks, type TargetedBanners } from './reshape';
export { announcementBannerFor, homepageForFlow, pickTargetedBanner } from '@/domain/model/cms';
