'use client';

import { useState } from 'react';
import { useIntl } from 'react-intl';
import { bffPost } from '@/bff/client';
import { checkoutActivityContract } from '@/bff/contracts/checkout-activity';
import type { Locale } from '@/domain/model/locale';
import { checkoutMessages as m } from './messages';
import summary from '@/components/booking/checkout-summary.module.css';

export interface ContinueOrderProps {
  locale: Locale;
  activityProductId: number;
  participants: number;
  ownUse: boolean;
  /** Where the booking step's path goes (the browser's location by default; tests pass their own). */
  navigate?: (path: string) => void;
}

/**
 * Continue (part 2 §2 activity checkout): the voucher's checkout is made on the server
 * (POST /api/checkout/activity, contract §5) and the traveller goes on to the booking step with it,
 * like a stay after Book. One request per click (the button waits); a failure says nothing was
 * charged and the button tries again.
 */
export function ContinueOrder({ locale, activityProductId, participants, ownUse, navigate }: ContinueOrderProps) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const start = async () => {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      const answer = await bffPost(checkoutActivityContract, { locale, activityProductId, participants, customType: ownUse ? 'OWN_USE' : 'GIFT' });
      (navigate ?? ((path: string) => window.location.assign(path)))(answer.bookingPath);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <section className={`${summary.card} ${summary.payment}`} aria-labelledby="activity-checkout-payment" data-testid="activity-checkout-payment">
      <h2 id="activity-checkout-payment" className={summary.cardTitle}>
        {intl.formatMessage(m.continueTitle)}
      </h2>
      <p className={summary.muted}>{intl.formatMessage(m.continueNote)}</p>
      <button type="button" className={summary.payButton} onClick={start} aria-busy={busy} disabled={busy} data-testid="activity-checkout-continue">
        {intl.formatMessage(m.continueButton)}
      </button>
      {failed ? (
        <p className={summary.notice} role="alert" data-testid="activity-checkout-continue-failed">
          {intl.formatMessage(m.continueFailed)}
        </p>
      ) : null}
    </section>
  );
}
