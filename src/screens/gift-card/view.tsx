import { Shell } from '@/components/shell/shell';
import { getIntl } from '@/i18n/server';
import type { RouteOf } from '@/routing';
import { href } from '@/routing/href';
import type { ScreenContext } from '../screen-module';
import { GiftCardForm } from './islands';
import { giftCardPageMessages as m } from './messages';
import styles from './gift-card.module.css';

/**
 * The gift card page (gift card customisation): what a card is, how it works, and the form (amount,
 * summary, personalisation, hand-off to the gift summary), all in the server HTML.
 */
export function GiftCardView({ route, context }: { route: RouteOf<'gift-card'>; context: ScreenContext }) {
  const intl = getIntl(route.locale);
  return (
    <Shell route={route} context={context} flow="gifting">
      <main id="main" className={styles.page} data-testid="gift-card-page">
        <h1 className={styles.title}>{intl.formatMessage(m.title)}</h1>
        <p className={styles.intro}>{intl.formatMessage(m.intro)}</p>
        <div className={styles.layout}>
          <GiftCardForm giftBookingPath={href.giftBooking(route.locale)} />
          <section aria-labelledby="gift-card-steps">
            <h2 id="gift-card-steps" className={styles.subtitle}>
              {intl.formatMessage(m.stepsTitle)}
            </h2>
            <ol className={styles.steps}>
              <li>{intl.formatMessage(m.stepAmount)}</li>
              <li>{intl.formatMessage(m.stepPersonalise)}</li>
              <li>{intl.formatMessage(m.stepSend)}</li>
              <li>{intl.formatMessage(m.stepSpend)}</li>
            </ol>
          </section>
        </div>
      </main>
    </Shell>
  );
}
