import 'server-only';
import { fetchWeekendDetail } from '@/api/product';
import type { Checkout } from '@/domain/model/checkout';

export interface BookedActivity {
  activityId: number;
  /** The offer's name for it; null when the offer's detail could not be read. */
  title: string | null;
  date: string;
}

/** The checkout's activity days with their names from the offer's detail (a failed read only leaves the names out). */
export async function bookedActivities(checkout: Checkout): Promise<BookedActivity[]> {
  if (checkout.activityDates.length === 0 || checkout.offerId === null) return [];
  const detail = await fetchWeekendDetail({ id: checkout.offerId, locale: checkout.locale });
  const titles = new Map(detail.ok ? detail.data.activities.map((activity) => [activity.activityId, activity.title]) : []);
  return checkout.activityDates.map((choice) => ({ ...choice, title: titles.get(choice.activityId) ?? null }));
}
