import { Shell } from '@/components/shell/shell';
import { getShellSettings } from '@/components/shell/settings';
import { telHref } from '@/components/shell/rules/support-phone';
import type { Locale } from '@/domain/model/locale';
import { getIntl } from '@/i18n/server';
import type { RouteOf } from '@/routing';
import type { ScreenContext } from '../screen-module';
import { ActivityOrderSummary } from './islands';
import type { ActivityCheckoutData } from './load';
import { checkoutPaymentMessages as p } from './payment-messages';
import summary from '@/components/booking/checkout-summary.module.css';

/**
 * Payment is a later screen, as on the booking summary: the button is shown, disabled, with why
 * and the phone way to order instead.
 */
function PaymentSection({ locale }: { locale: Locale }) {
  const intl = getIntl(locale);
  const phone = getShellSettings().links.supportPhone[locale];
  return (
    <section className={`${summary.card} ${summary.payment}`} aria-labelledby="activity-checkout-payment" data-testid="activity-checkout-payment">
      <h2 id="activity-checkout-payment" className={summary.cardTitle}>
        {intl.formatMessage(p.title)}
      </h2>
      <button type="button" className={summary.payButton} disabled aria-describedby="activity-checkout-payment-note">
        {intl.formatMessage(p.continue)}
      </button>
      <div id="activity-checkout-payment-note" className={summary.notice}>
        <p>{intl.formatMessage(p.notOpen)}</p>
        <p>
          {intl.formatMessage(p.byPhone)}{' '}
          <a href={telHref(phone)} className={summary.phone} data-testid="activity-checkout-phone">
            {phone}
          </a>
        </p>
        <p className={summary.muted}>{intl.formatMessage(p.hours)}</p>
      </div>
    </section>
  );
}

/**
 * The activity checkout (part 2 §2: after the voucher page's Continue). A simplified page whose
 * summary island reads the order from the hash; the payment section is server-rendered and handed
 * to it, shown under a found order.
 */
export function ActivityCheckoutView({ route, data, context }: { route: RouteOf<'activity-checkout'>; data: ActivityCheckoutData; context: ScreenContext }) {
  return (
    <Shell route={route} context={context} variant="simplified">
      <main id="main" className={summary.page} data-testid="activity-checkout-page">
        <ActivityOrderSummary locale={route.locale} ownUse={data.ownUse} payment={<PaymentSection locale={route.locale} />} />
      </main>
    </Shell>
  );
}
