'use client';

import { useEffect, useEffectEvent, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { CheckCircleIcon } from '@/components/ui/check-circle-icon';
import { Modal } from '@/components/ui/modal';
import { formatPrice } from '@/i18n/format';
import { pushToDataLayer } from '@/tracking/data-layer';
import { priceChangeEvent, type PriceChangeDirection, type PriceChangeOrigin } from '@/tracking/price-change-event';
import { priceUpdateMessages as m } from './messages';
import styles from './price-update-modal.module.css';

export interface PriceUpdateModalProps {
  open: boolean;
  direction: PriceChangeDirection;
  /** Cents: the total the visitor was shown, and the one the booking is now at. */
  oldTotal: number;
  newTotal: number;
  /** 'product': Book found a new price (Continue and Back); 'checkout': the booking summary did (Back only). */
  origin: PriceChangeOrigin;
  /** Goes on at the new price (origin 'product' only). */
  onContinue?(): void;
  /** Back, the close button, Escape and a click outside: the caller decides where that leads. */
  onBack(): void;
  /** The stay, for the tracking event. */
  item?: { id: number; name: string };
}

/** A warning sign (decorative: the message says it). */
const WarningIcon = () => (
  <svg className={styles.icon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M12 3.5 2.5 20h19L12 3.5Z" />
    <path d="M12 10v4.5M12 17.5v.01" />
  </svg>
);

/**
 * The price-update modal (part 1 §4, §8): the price changed during the booking. Lower: a
 * celebratory message with Continue (and Back); higher: a warning with Continue and Back; from the
 * checkout only Back. Both totals are shown. Any way of closing is Back. The price_change event is
 * sent once per opening: again when it reopens, not when it re-renders. Prices and the locale come
 * from the react-intl provider around it (register priceUpdateMessageGroup on the screen).
 */
export function PriceUpdateModal({ open, direction, oldTotal, newTotal, origin, onContinue, onBack, item }: PriceUpdateModalProps) {
  const intl = useIntl();
  // Set while open: a re-render (or Strict Mode's second effect run) does not send the event again.
  const sent = useRef(false);
  const track = useEffectEvent(() => pushToDataLayer(priceChangeEvent({ origin, direction, oldTotal, newTotal, item })));
  useEffect(() => {
    if (!open) {
      sent.current = false;
      return;
    }
    if (sent.current) return;
    sent.current = true;
    track();
  }, [open]);

  const lower = direction === 'lower';
  const canContinue = origin === 'product' && onContinue !== undefined;
  // The focus starts on the decision (Continue, or Back from the checkout), not on the close button.
  const primary = useRef<HTMLButtonElement>(null);
  return (
    <Modal open={open} onOpenChange={(next) => (next ? undefined : onBack())} title={intl.formatMessage(m.title)} width={480} initialFocus={primary} data-testid="price-update-modal">
      <div className={styles.body} data-direction={direction} data-origin={origin}>
        <p className={`${styles.message} ${lower ? styles.lower : styles.higher}`}>
          {lower ? <CheckCircleIcon className={styles.icon} /> : <WarningIcon />}
          <span>{intl.formatMessage(lower ? m.lower : m.higher)}</span>
        </p>
        <dl className={styles.prices}>
          <dt>{intl.formatMessage(m.oldTotal)}</dt>
          <dd data-testid="price-update-old">
            <del>{formatPrice(intl, oldTotal)}</del>
          </dd>
          <dt>{intl.formatMessage(m.newTotal)}</dt>
          <dd className={styles.newTotal} data-testid="price-update-new">
            {formatPrice(intl, newTotal)}
          </dd>
        </dl>
        {origin === 'checkout' ? <p className={styles.note}>{intl.formatMessage(m.fromCheckout)}</p> : null}
        <div className={styles.actions}>
          <Button ref={canContinue ? undefined : primary} variant={canContinue ? 'secondary' : 'primary'} onClick={onBack} data-testid="price-update-back">
            {intl.formatMessage(m.back)}
          </Button>
          {canContinue ? (
            <Button ref={primary} variant="primary" onClick={onContinue} data-testid="price-update-continue">
              {intl.formatMessage(m.continue)}
            </Button>
          ) : null}
        </div>
      </div>
    </Modal>
  );
}
