import { formatOfBoxCode } from '@/domain/box/box-format';
import { getIntl } from '@/i18n/server';
import { href, type RouteOf } from '@/routing';
import { giftStepMessages } from './gift-step-messages';
import { bookingMessages as m } from './messages';
import buttonStyles from '@/components/ui/button-link.module.css';
import styles from '@/components/booking/checkout-summary.module.css';

export interface CheckoutMissingProps {
  route: RouteOf<'booking' | 'box-booking' | 'payment' | 'box-payment'>;
  reason: 'not-found' | 'unavailable';
  retryHref: string | null;
  /** The step's own name for its test ids: 'booking' or 'payment'. */
  step: 'booking' | 'payment';
}

/**
 * No checkout to show on a booking or payment step: say so plainly, with the way on (never an error
 * page). Under a box variant (a box order's steps, part 2 §2) it speaks of an order and leads back to
 * that box's gift summary, the code in the path naming the box and its format.
 */
export function CheckoutMissing({ route, reason, retryHref, step }: CheckoutMissingProps) {
  const intl = getIntl(route.locale);
  const unavailable = reason === 'unavailable';
  const boxCode = route.screen === 'box-booking' || route.screen === 'box-payment' ? route.params.code : null;
  const title = unavailable ? m.unavailableTitle : boxCode !== null ? giftStepMessages.missingTitle : m.missingTitle;
  const body = unavailable ? m.unavailableBody : boxCode !== null ? giftStepMessages.missingBody : m.missingBody;
  return (
    <div className={styles.card} data-testid={unavailable ? `${step}-unavailable` : `${step}-missing`}>
      <h1 className={styles.title}>{intl.formatMessage(title)}</h1>
      <p>{intl.formatMessage(body)}</p>
      <div className={styles.actions}>
        {retryHref ? (
          <a href={retryHref} className={buttonStyles.primary}>
            {intl.formatMessage(m.retry)}
          </a>
        ) : null}
        {boxCode !== null && !unavailable ? (
          <a href={href.giftBooking(route.locale, { giftFormat: formatOfBoxCode(boxCode), code: boxCode })} className={buttonStyles.primary} data-testid={`${step}-missing-box`}>
            {intl.formatMessage(giftStepMessages.missingBox)}
          </a>
        ) : null}
        <a href={href.home(route.locale)} className={unavailable || boxCode !== null ? undefined : buttonStyles.primary}>
          {intl.formatMessage(m.home)}
        </a>
      </div>
    </div>
  );
}
