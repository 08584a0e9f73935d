'use client';

import { useIntl } from 'react-intl';
import type { GiftOrderItem } from '@/domain/gift/gift-order';
import type { Locale } from '@/domain/model/locale';
import { giftOrderStartMessages as m } from '@/components/gift-offer/start-messages';
import { useStartGiftOrder } from '@/components/gift-offer/use-start-gift-order';
import styles from './gift-booking.module.css';

export interface StartGiftOrderProps {
  locale: Locale;
  gift: GiftOrderItem;
  /** Where the buyer's personalisation of this gift is saved (giftPersonalisationKey). */
  storageKey: string;
  back: { href: string; label: string } | null;
  navigate?: (path: string) => void;
}

/** The gift summary's 'Continue to payment': starts the order and goes to its booking step. */
export function StartGiftOrder({ locale, gift, storageKey, back, navigate }: StartGiftOrderProps) {
  const intl = useIntl();
  const { busy, failed, start } = useStartGiftOrder({ locale, navigate });
  return (
    <>
      <button type="button" className={styles.primary} onClick={() => void start(gift, storageKey)} disabled={busy} aria-busy={busy} data-testid="gift-booking-continue">
        {intl.formatMessage(m.continue)}
      </button>
      {failed ? (
        <p role="alert" className={styles.muted} data-testid="gift-booking-start-failed">
          {intl.formatMessage(m.failed)}
        </p>
      ) : null}
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

export default StartGiftOrder;
