import { fetchActivityOnlyDetail } from '@/api/activity';
import type { ActivityVoucher } from '@/domain/model/activity';
import type { RouteOf } from '@/routing';

export interface ActivityData {
  voucher: ActivityVoucher;
}

/**
 * The activity voucher page's data, on the server (the participant count is in the hash: the
 * server renders the lowest priced count and the island refines it). An unknown voucher or a
 * detail that failed to load is the not-found page (404, decided by the proxy's existence check
 * before the first byte, src/screens/activity/exists.server.ts); an unpublished voucher renders,
 * with the expired notice instead of its purchase block (part 2 §2, §8).
 */
export async function load(route: RouteOf<'activity'>): Promise<ActivityData | null> {
  const result = await fetchActivityOnlyDetail({ id: route.params.id, locale: route.locale });
  return result.ok ? { voucher: result.data } : null;
}
