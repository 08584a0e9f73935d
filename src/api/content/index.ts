export { fetchContentPage, fetchIdeas, fetchLanding, fetchLandings, fetchMarketingArticles, fetchMinisite } from './calls';
export { isPartnerMinisite, PARTNER_MINISITES } from '@/domain/model/content';
