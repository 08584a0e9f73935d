'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { bffPost } from '@/bff/client';
import { bookingModificationContract, bookingModificationQuoteContract, type ModificationQuoteView } from '@/bff/contracts/booking-modification';
import type { FoundBooking } from '@/domain/booking-lookup/booking';
import { isIsoDay } from '@/domain/calendar/iso-day';
import type { ModificationRefusal } from '@/domain/checkout/modification-quote';
import type { Locale } from '@/domain/model/locale';
import { formatDay, formatPrice } from '@/i18n/format';
import { modifyDatesMessages as m } from './modify-dates-messages';
import controls from '@/components/ui/form-controls.module.css';
import styles from './booking-lookup.module.css';

const NIGHTS = { min: 1, max: 30 };

type Problem = ModificationRefusal | 'invalid-day' | 'unavailable';

const PROBLEM_TEXT = {
  'invalid-day': m.invalidDay,
  'dates-unavailable': m.datesUnavailable,
  unchanged: m.unchanged,
  'not-modifiable': m.notModifiable,
  'not-found': m.notFound,
  'booking-changed': m.bookingChanged,
  unavailable: m.unavailable,
} as const satisfies Record<Problem, unknown>;

const longDay = (intl: IntlShape, day: string) => formatDay(intl, day, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

export interface ModifyDatesProps {
  locale: Locale;
  booking: FoundBooking;
  /** The e-mail the booking was found with: the API checks it again for the change. */
  email: string;
  /** The booking as it is once changed (nothing was due). */
  onModified: (booking: FoundBooking) => void;
  onClose: () => void;
}

/**
 * A found booking's change of dates (part 2 §5 "Modification payment"): a check-in day and a nights
 * stepper, then "See the new price" asks the BFF for the new stay's price and the amount due (the
 * modification rule's, checked against the API's by the route). Nothing changes before Confirm:
 * nothing due → the booking is modified at once; else the payment step of the change. Editing a
 * field after a price clears it, so what is confirmed is always what was shown.
 */
export function ModifyDates({ locale, booking, email, onModified, onClose }: ModifyDatesProps) {
  const intl = useIntl();
  const id = useId();
  const [checkin, setCheckin] = useState(booking.checkin);
  const [nights, setNights] = useState(booking.nights);
  const [quote, setQuote] = useState<ModificationQuoteView | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState<'quote' | 'confirm' | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const result = useRef<HTMLDivElement>(null);

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (quote !== null) result.current?.focus();
  }, [quote]);

  const changed = (apply: () => void) => {
    apply();
    setQuote(null);
    setProblem(null);
  };
  const body = { locale, reference: booking.reference, email, checkin, nights };

  const askQuote = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!isIsoDay(checkin)) return setProblem('invalid-day');
    setBusy('quote');
    setProblem(null);
    try {
      const answer = await bffPost(bookingModificationQuoteContract, body);
      if (answer.outcome === 'quoted') setQuote(answer.quote);
      else setProblem(answer.reason);
    } catch {
      setProblem('unavailable');
    } finally {
      setBusy(null);
    }
  };

  const confirm = async () => {
    setBusy('confirm');
    setProblem(null);
    try {
      const answer = await bffPost(bookingModificationContract, body);
      if (answer.outcome === 'payment') {
        window.location.assign(answer.paymentPath);
        return;
      }
      if (answer.outcome === 'modified') onModified(answer.booking);
      else {
        setQuote(null);
        setProblem(answer.reason);
      }
    } catch {
      setProblem('unavailable');
    }
    setBusy(null);
  };

  return (
    <section className={styles.modify} aria-labelledby={`${id}-title`} data-testid="modify-dates">
      <h3 id={`${id}-title`} className={styles.modifyTitle} tabIndex={-1} ref={heading}>
        {intl.formatMessage(m.title)}
      </h3>
      <p className={styles.intro}>{intl.formatMessage(m.intro)}</p>
      <form className={styles.form} onSubmit={(event) => void askQuote(event)} noValidate data-testid="modify-dates-form">
        <div className={controls.field}>
          <label className={controls.label} htmlFor={`${id}-checkin`}>
            {intl.formatMessage(m.checkin)}
          </label>
          <input
            id={`${id}-checkin`}
            className={controls.input}
            type="date"
            value={checkin}
            required
            onChange={(event) => changed(() => setCheckin(event.target.value))}
            data-testid="modify-checkin"
          />
        </div>
        <div className={controls.field}>
          <label className={controls.label} htmlFor={`${id}-nights`}>
            {intl.formatMessage(m.nights)}
          </label>
          <div className={styles.stepper}>
            <button
              type="button"
              className={styles.stepperButton}
              aria-label={intl.formatMessage(m.fewerNights)}
              aria-controls={`${id}-nights`}
              disabled={nights <= NIGHTS.min}
              onClick={() => changed(() => setNights((count) => Math.max(NIGHTS.min, count - 1)))}
              data-testid="modify-nights-less"
            >
              −
            </button>
            <input
              id={`${id}-nights`}
              className={`${controls.input} ${styles.stepperValue}`}
              type="number"
              inputMode="numeric"
              min={NIGHTS.min}
              max={NIGHTS.max}
              value={nights}
              onChange={(event) => {
                const typed = Number(event.target.value);
                if (Number.isInteger(typed)) changed(() => setNights(Math.min(NIGHTS.max, Math.max(NIGHTS.min, typed))));
              }}
              data-testid="modify-nights"
            />
            <button
              type="button"
              className={styles.stepperButton}
              aria-label={intl.formatMessage(m.moreNights)}
              aria-controls={`${id}-nights`}
              disabled={nights >= NIGHTS.max}
              onClick={() => changed(() => setNights((count) => Math.min(NIGHTS.max, count + 1)))}
              data-testid="modify-nights-more"
            >
              +
            </button>
          </div>
        </div>
        {problem !== null ? (
          <p className={controls.alert} role="alert" data-testid="modify-error" data-error={problem}>
            {intl.formatMessage(PROBLEM_TEXT[problem])}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="submit" className={controls.primaryButton} disabled={busy !== null} aria-busy={busy === 'quote'} data-testid="modify-quote">
            {intl.formatMessage(busy === 'quote' ? m.quoting : m.quote)}
          </button>
          <button type="button" className={styles.linkButton} onClick={onClose} data-testid="modify-cancel">
            {intl.formatMessage(m.cancel)}
          </button>
        </div>
      </form>
      {quote !== null ? (
        <div className={styles.quote} tabIndex={-1} ref={result} data-testid="modify-quote-result" data-amount-due={quote.amountDue}>
          <p data-testid="modify-new-dates">
            {intl.formatMessage(m.newDates, { checkin: longDay(intl, quote.checkin), checkout: longDay(intl, quote.checkout), nights: quote.nights })}
          </p>
          <dl className={styles.facts}>
            <div>
              <dt>{intl.formatMessage(m.currentTotal)}</dt>
              <dd data-testid="modify-current-total">{formatPrice(intl, quote.currentTotal)}</dd>
            </div>
            <div>
              <dt>{intl.formatMessage(m.newTotal)}</dt>
              <dd data-testid="modify-new-total">{formatPrice(intl, quote.newTotal)}</dd>
            </div>
            <div>
              <dt>{intl.formatMessage(m.amountDue)}</dt>
              <dd data-testid="modify-amount-due">{quote.amountDue > 0 ? formatPrice(intl, quote.amountDue) : intl.formatMessage(m.nothingDue)}</dd>
            </div>
          </dl>
          <button type="button" className={controls.primaryButton} disabled={busy !== null} aria-busy={busy === 'confirm'} onClick={() => void confirm()} data-testid="modify-confirm">
            {busy === 'confirm'
              ? intl.formatMessage(m.confirming)
              : quote.amountDue > 0
                ? intl.formatMessage(m.confirmPay, { amount: formatPrice(intl, quote.amountDue) })
                : intl.formatMessage(m.confirmFree)}
          </button>
        </div>
      ) : null}
    </section>
  );
}
