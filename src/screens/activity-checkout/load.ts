import type { RouteOf } from '@/routing';
import type { ScreenContext } from '../screen-module';

/** The query value that marks a voucher bought for oneself (part 2 §2: search customType=OWN_USE). */
export const OWN_USE = 'OWN_USE';

export interface ActivityCheckoutData {
  ownUse: boolean;
}

/**
 * All the server can know of an activity order: whether it is for oneself (the query). The voucher
 * and the participant count are in the hash, which the summary island reads. Never null: the page
 * always answers a summary or a message, never a 404.
 */
export async function load(_route: RouteOf<'activity-checkout'>, context: ScreenContext): Promise<ActivityCheckoutData> {
  const customType = context.searchParams.customType;
  return { ownUse: (Array.isArray(customType) ? customType[0] : customType) === OWN_USE };
}
