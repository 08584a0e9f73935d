import { bffGetContract } from '../contract';
import type { IsoDay, NightsRange } from '@/domain/calendar';
import type { PartnerMinisite } from '@/domain/model/content';
import type { Locale } from '@/domain/model/locale';
import type { PaxQuery } from './pax';

/**
 * The nights bookable from a check-in: GET /api/calendar/checkout-nights?locale&id&checkin&adult
 * &child&baby[&minisite] → `{ range }` (null when no night is bookable).
 */
export interface CalendarCheckoutNightsQuery extends PaxQuery {
  locale: Locale;
  id: number;
  checkin: IsoDay;
  /** The partner minisite the visitor books through (part 1 §7 packageCheckoutNights). */
  minisite?: PartnerMinisite;
}

export interface CalendarCheckoutNightsAnswer {
  range: NightsRange | null;
}

export const calendarCheckoutNightsContract = bffGetContract<CalendarCheckoutNightsQuery, CalendarCheckoutNightsAnswer>('/api/calendar/checkout-nights');
