import { bffGetContract } from '../contract';
import type { CustomSubElementCategory } from '@/domain/model/gift';
import type { Locale } from '@/domain/model/locale';

/**
 * The custom gift sub-elements on offer: GET /api/gift/sub-elements?locale → `{ categories }`.
 * They carry prices that add to the gift's total: never cached here (the API read itself is
 * cached under its tag).
 */
export interface GiftSubElementsQuery {
  locale: Locale;
}

export interface GiftSubElementsAnswer {
  categories: CustomSubElementCategory[];
}

export const giftSubElementsContract = bffGetContract<GiftSubElementsQuery, GiftSubElementsAnswer>('/api/gift/sub-elements');
