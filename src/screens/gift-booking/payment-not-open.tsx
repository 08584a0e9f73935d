import type { IntlShape } from 'react-intl/server';
import { giftBookingMessages as m } from './messages';
import styles from './gift-booking.module.css';

/** Payment of gifts is a later issue: the button says so instead of leading nowhere; then the way back. */
export function PaymentNotOpen({ intl, back }: { intl: IntlShape; back: { href: string; label: string } | null }) {
  const noteId = 'gift-booking-payment-note';
  return (
    <>
      <button type="button" className={styles.primary} disabled aria-describedby={noteId}>
        {intl.formatMessage(m.payment)}
      </button>
      <p id={noteId} className={styles.muted}>
        {intl.formatMessage(m.paymentLater)}
      </p>
      {back ? (
        <p>
          <a className={styles.secondary} href={back.href} data-testid="gift-booking-modify">
            {back.label}
          </a>
        </p>
      ) : null}
    </>
  );
}
