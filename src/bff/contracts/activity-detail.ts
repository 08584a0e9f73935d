import { bffGetContract } from '../contract';
import type { ActivityCenter, ActivityPrice } from '@/domain/model/activity';
import type { Locale } from '@/domain/model/locale';

/**
 * The activity checkout summary's voucher: GET /api/activity/detail?locale&id → what the summary
 * shows of it (part 2 §2 activity checkout: picture, label, main centre, prices by participant
 * count, published). An id the API does not know answers `{ voucher: null }` (200), so the summary
 * can say so; only a failed call is an error (502 upstream).
 */
export interface ActivityDetailQuery {
  locale: Locale;
  id: number;
}

export interface ActivityOrderVoucher {
  id: number;
  label: string;
  /** The page's slug, when the API gives one. */
  uri: string | null;
  published: boolean;
  /** The main picture (the 640×360 size when there is one). */
  image: { url: string; alt: string } | null;
  mainActivityCenter: ActivityCenter | null;
  /** Per participant, cents, sorted by participant count; promo already thresholded. */
  prices: ActivityPrice[];
}

export interface ActivityDetailAnswer {
  voucher: ActivityOrderVoucher | null;
}

export const activityDetailContract = bffGetContract<ActivityDetailQuery, ActivityDetailAnswer>('/api/activity/detail');
