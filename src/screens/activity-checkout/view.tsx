import { Shell } from '@/components/shell/shell';
import type { RouteOf } from '@/routing';
import type { ScreenContext } from '../screen-module';
import { ActivityOrderSummary } from './islands';
import type { ActivityCheckoutData } from './load';
import summary from '@/components/booking/checkout-summary.module.css';

/**
 * The activity checkout (part 2 §2: after the voucher page's Continue). A simplified page whose
 * summary island reads the order from the hash; its Continue makes the voucher's checkout and goes
 * on to the booking step (details), then the payment step, as a stay does.
 */
export function ActivityCheckoutView({ route, data, context }: { route: RouteOf<'activity-checkout'>; data: ActivityCheckoutData; context: ScreenContext }) {
  return (
    <Shell route={route} context={context} variant="simplified">
      <main id="main" className={summary.page} data-testid="activity-checkout-page">
        <ActivityOrderSummary locale={route.locale} ownUse={data.ownUse} />
      </main>
    </Shell>
  );
}
