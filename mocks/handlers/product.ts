import type { HttpHandler } from 'msw';
import { activityOnlyHandlers } from '../product/activity-only';
import { boxHandlers } from '../product/boxes';
import { calendarHandlers } from '../product/calendar';
import { giftHandlers } from '../product/gift';
import { hotelHandlers } from '../product/hotel';
import { quoteHandlers } from '../product/quote';
import { reviewHandlers } from '../product/reviews';
import { weekendHandlers } from '../product/weekend';

/**
 * Product area of the simulator: stay and offer detail, calendars, offers and quotes, hotel,
 * reviews, activity vouchers, boxes and gift extras. Documented in docs/api/product.md.
 */
export const productHandlers: HttpHandler[] = [
  ...weekendHandlers,
  ...calendarHandlers,
  ...quoteHandlers,
  ...reviewHandlers,
  ...hotelHandlers,
  ...activityOnlyHandlers,
  ...giftHandlers,
  ...boxHandlers,
];
