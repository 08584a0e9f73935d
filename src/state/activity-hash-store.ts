import { activityCheckoutHashCodec, activityPageHashCodec, type ActivityCheckoutHash, type ActivityPageHash } from './hash/activity-hash-codec';
import { createHashStore, type HashStore } from './hash-store';

/** The activity voucher page's participant count (hash `a`); it rewrites only its own key. */
export const activityPageHashStore: HashStore<ActivityPageHash> = createHashStore(activityPageHashCodec);

/** The activity checkout's order (hash `id` and `a`), read after mount: the server never sees it. */
export const activityCheckoutHashStore: HashStore<ActivityCheckoutHash> = createHashStore(activityCheckoutHashCodec);
