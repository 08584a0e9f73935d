'use client';

import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { bffPost } from '@/bff/client';
import { paymentStartContract } from '@/bff/contracts/payment-start';
import { paymentMethodMessages } from '@/components/checkout/payment-method-messages';
import { InstalmentScheduleList } from '@/components/payment/instalment-schedule-list';
import type { OfferedMethod } from '@/domain/checkout/payment-methods';
import type { CheckoutPaymentMethod } from '@/domain/model/checkout';
import type { Locale } from '@/domain/model/locale';
import { instalmentSchedule } from '@/domain/payment/instalment-schedule';
import { useMounted } from '@/components/ui/use-mounted';
import { useRestoredFromHistory } from '@/components/ui/use-restored-from-history';
import { formatPrice } from '@/i18n/format';
import { paymentFormMessages as m } from './payment-form-messages';
import styles from './payment.module.css';

const hintOf = { card: m.cardHint, paypal: m.paypalHint } as const;

/**
 * The payment step's island: one radio per offered method (Alma's with its schedule, the first
 * payment carrying the fee) and Pay. Pay asks our server where to go (the provider's hosted page,
 * or our page saying why not) and leaves; it is disabled from the first click, and the server gives
 * the same payment to the same attempt anyway. The choice is remembered for the tab, so a failed
 * attempt comes back with it selected. No card field here: the provider's page takes the card.
 * Until React has hydrated it, the form is disabled: a Pay pressed on the server HTML would submit
 * the bare form to this page (a GET with the radio's generated name in the query) and pay nothing.
 */
export function PaymentForm({ locale, checkoutId, amount, methods, today, disabled }: {
  locale: Locale;
  checkoutId: string;
  amount: number;
  methods: readonly OfferedMethod[];
  today: string;
  /** The price moved or the stay is gone: nothing can be paid from this page. */
  disabled: boolean;
}) {
  const intl = useIntl();
  const name = useId();
  const storageKey = `escapade.payment-method.${checkoutId}`;
  const [method, setMethod] = useState<CheckoutPaymentMethod>(() => {
    if (typeof window === 'undefined') return methods[0]?.method ?? 'card';
    const stored = window.sessionStorage.getItem(storageKey);
    return methods.find((candidate) => candidate.method === stored)?.method ?? methods[0]?.method ?? 'card';
  });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const hydrated = useMounted();
  const inert = busy || disabled || !hydrated;
  // Back from the provider's page through the browser's cache: the page was left busy; Pay works again.
  useRestoredFromHistory(() => setBusy(false));

  const choose = (next: CheckoutPaymentMethod) => {
    setMethod(next);
    window.sessionStorage.setItem(storageKey, next);
  };

  const pay = async (event: React.FormEvent) => {
    event.preventDefault();
    if (inert) return;
    setBusy(true);
    setFailed(false);
    try {
      const answer = await bffPost(paymentStartContract, { locale, checkoutId, method });
      window.location.assign(answer.url);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  const failure = failed ? (
    <p className={styles.error} role="alert" data-testid="payment-start-failed">
      {intl.formatMessage(m.failed)}
    </p>
  ) : null;

  // A voucher or gift cards cover it all: no method to choose, the booking is confirmed without any payment.
  if (amount === 0) {
    return (
      <form className={styles.form} onSubmit={pay} data-testid="payment-form" aria-busy={busy}>
        <p data-testid="payment-nothing-to-pay">{intl.formatMessage(m.nothingToPay)}</p>
        {failure}
        <button type="submit" className={styles.pay} disabled={inert} data-testid="payment-pay">
          {intl.formatMessage(m.confirm)}
        </button>
      </form>
    );
  }

  return (
    <form className={styles.form} onSubmit={pay} data-testid="payment-form" aria-busy={busy}>
      <fieldset className={styles.methods} disabled={inert}>
        <legend className={styles.legend}>{intl.formatMessage(m.legend)}</legend>
        {methods.map((offered) => {
          const schedule = offered.alma ? instalmentSchedule(offered.alma) : null;
          const hint = offered.method === 'card' || offered.method === 'paypal' ? hintOf[offered.method] : m.almaHint;
          const hintId = `${name}-${offered.method}-hint`;
          return (
            <label key={offered.method} className={styles.method} data-testid={`payment-method-${offered.method}`}>
              <input type="radio" name={name} value={offered.method} checked={method === offered.method} onChange={() => choose(offered.method)} aria-describedby={hintId} />
              <span className={styles.methodText}>
                <strong>{intl.formatMessage(paymentMethodMessages[offered.method])}</strong>
                <span id={hintId} className={styles.hint}>
                  {intl.formatMessage(hint)}
                </span>
                {schedule ? <InstalmentScheduleList intl={intl} schedule={schedule} today={today} data-testid={`payment-schedule-${offered.method}`} /> : null}
              </span>
            </label>
          );
        })}
      </fieldset>
      <p className={styles.secure}>{intl.formatMessage(m.secure)}</p>
      {failure}
      <button type="submit" className={styles.pay} disabled={inert} data-testid="payment-pay">
        {busy ? intl.formatMessage(m.paying) : intl.formatMessage(m.pay, { amount: formatPrice(intl, amount) })}
      </button>
    </form>
  );
}
