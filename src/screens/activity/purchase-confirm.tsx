'use client';

import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { ActivityPriceForCount } from '@/domain/activity/price';
import type { Locale } from '@/domain/model/locale';
import { formatPrice } from '@/i18n/format';
import { href } from '@/routing/href';
import { pushToDataLayer } from '@/tracking/data-layer';
import { addToCartEvent, CLEAR_ECOMMERCE } from '@/tracking/item-events';
import { purchaseMessages as m } from './purchase-messages';
import styles from './activity.module.css';

export interface PurchaseConfirmProps {
  locale: Locale;
  voucherId: number;
  label: string;
  price: ActivityPriceForCount;
  /** 'Buy for myself' was chosen (customType=OWN_USE on the checkout). */
  ownUse: boolean;
  onClose(): void;
  navigate?(path: string): void;
}

/**
 * The confirmation of Offer / Buy for myself (part 2 §4): what is bought, for how many, at what
 * total. Continue sends add_to_cart at that total and leaves for the activity checkout (hash id
 * and a, customType=OWN_USE when for oneself); every way of closing goes back to the page, which
 * resets the choice. The focus starts on Continue, the decision.
 */
export function PurchaseConfirm({ locale, voucherId, label, price, ownUse, onClose, navigate }: PurchaseConfirmProps) {
  const intl = useIntl();
  const continueButton = useRef<HTMLButtonElement>(null);
  const [leaving, setLeaving] = useState(false);

  const onContinue = () => {
    if (leaving) return;
    setLeaving(true);
    pushToDataLayer(CLEAR_ECOMMERCE);
    pushToDataLayer(addToCartEvent({ id: voucherId, name: label, priceCents: price.total, category: 'activity' }));
    (navigate ?? ((path: string) => window.location.assign(path)))(href.activityCheckout(locale, { id: voucherId, participants: price.participants, ownUse }));
  };

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={intl.formatMessage(ownUse ? m.confirmOwnUseTitle : m.confirmOfferTitle)}
      width={480}
      initialFocus={continueButton}
      data-testid="activity-confirm"
    >
      <div className={styles.confirm} data-own-use={ownUse}>
        <p>{intl.formatMessage(ownUse ? m.confirmOwnUse : m.confirmOffer)}</p>
        <dl className={styles.confirmFacts}>
          <dt className={styles.confirmLabel}>{label}</dt>
          <dd>{intl.formatMessage(m.participantCount, { count: price.participants })}</dd>
          <dd className={styles.total} data-testid="activity-confirm-total">
            {formatPrice(intl, price.total)}
          </dd>
        </dl>
        <div className={styles.actions}>
          <Button ref={continueButton} onClick={onContinue} aria-busy={leaving} data-testid="activity-confirm-continue">
            {intl.formatMessage(m.confirmContinue)}
          </Button>
          <Button variant="ghost" onClick={onClose} data-testid="activity-confirm-cancel">
            {intl.formatMessage(m.confirmCancel)}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
