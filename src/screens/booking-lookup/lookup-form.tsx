'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { bffPost } from '@/bff/client';
import { bookingLookupContract } from '@/bff/contracts/booking-lookup';
import { zodResolver } from '@/components/gift-offer/zod-resolver';
import { useMounted } from '@/components/ui/use-mounted';
import type { FoundBooking } from '@/domain/booking-lookup/booking';
import { isLookupFieldProblem, lookupFormSchema, type LookupFormValues, type LookupOutcomeError } from '@/domain/booking-lookup/lookup-form';
import { suggestEmailDomain, withEmailDomain } from '@/domain/contact/email-domain';
import type { Locale } from '@/domain/model/locale';
import { FoundBookingCard } from './found-booking';
import { lookupFormMessages as m } from './form-messages';
import { bookingLookupHashStore } from './reference-hash';
import controls from '@/components/ui/form-controls.module.css';
import styles from './booking-lookup.module.css';
import { SCRIPT_ONLY_FORM } from '@/components/ui/script-only-form';

const resolver = zodResolver(lookupFormSchema);

type FieldState = 'idle' | 'error' | 'success';

interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  state: FieldState;
  error: string | null;
  validText: string;
  input: UseFormRegisterReturn;
  type: 'text' | 'email';
  inputMode?: 'numeric' | 'email';
  autoComplete: string;
  maxLength: number;
  testId: string;
  children?: React.ReactNode;
}

/**
 * One text field: error under it after blur or submit, success (a tick and a green border, 'Valid'
 * for screen readers) after blur when its value passes (part 1 §5 "A text field shows success after blur").
 */
function Field({ id, label, hint, state, error, validText, input, type, inputMode, autoComplete, maxLength, testId, children }: FieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [error !== null ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={controls.field} data-state={state} data-testid={`${testId}-field`}>
      <label className={controls.label} htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={controls.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.control}>
        <input
          id={id}
          className={`${controls.input} ${styles.withMark}`}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          spellCheck={false}
          maxLength={maxLength}
          aria-invalid={state === 'error'}
          aria-describedby={described}
          data-testid={testId}
          {...input}
        />
        {state === 'success' ? (
          <span className={styles.valid} data-testid={`${testId}-valid`}>
            <span aria-hidden="true">✓</span>
            <span className={styles.visuallyHidden}>{validText}</span>
          </span>
        ) : null}
      </div>
      {error !== null ? (
        <p id={errorId} className={controls.error} data-testid={`${testId}-error`}>
          {error}
        </p>
      ) : null}
      {children}
    </div>
  );
}

export interface LookupFormProps {
  locale: Locale;
}

type Outcome = { kind: 'found'; booking: FoundBooking; email: string; modified: boolean } | { kind: LookupOutcomeError } | null;

/**
 * The booking lookup form (react-hook-form + zod, validated on blur and on submit): the reference
 * starts from the hash `r`, the e-mail suggests a corrected domain. Submit asks the BFF; the booking
 * found is shown under the form, a miss or a failure is an alert above the button, and nothing typed
 * is ever lost (the fields keep their values in every outcome).
 */
export function LookupForm({ locale }: LookupFormProps) {
  const intl = useIntl();
  const id = useId();
  // Tests (and impatient visitors) must not submit before the handler is attached.
  const mounted = useMounted();
  const hashed = bookingLookupHashStore.useHashValue();
  const { register, handleSubmit, setValue, getFieldState, setFocus, control, formState } = useForm<LookupFormValues>({
    resolver,
    defaultValues: { reference: '', email: '' },
    mode: 'onBlur',
    reValidateMode: 'onBlur',
  });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const bookingHeading = useRef<HTMLHeadingElement>(null);
  const email = useWatch({ control, name: 'email' });
  const suggestion = suggestEmailDomain(email, locale);

  // The hash is read after mount; a reference in it fills the field (a bad one reads as none).
  useEffect(() => {
    if (hashed.reference !== '') setValue('reference', hashed.reference);
  }, [hashed.reference, setValue]);

  useEffect(() => {
    if (outcome?.kind === 'found') bookingHeading.current?.focus();
  }, [outcome]);

  const stateOf = (name: keyof LookupFormValues): { state: FieldState; error: string | null } => {
    const field = getFieldState(name, formState);
    const code = field.error?.message;
    if (isLookupFieldProblem(code)) return { state: 'error', error: intl.formatMessage(m[code]) };
    return { state: field.isTouched || formState.isSubmitted ? 'success' : 'idle', error: null };
  };
  const reference = stateOf('reference');
  const mail = stateOf('email');

  const onSubmit = handleSubmit(
    async (values) => {
      setOutcome(null);
      try {
        const answer = await bffPost(bookingLookupContract, { locale, reference: values.reference, email: values.email });
        setOutcome(answer.outcome === 'found' ? { kind: 'found', booking: answer.booking, email: values.email, modified: false } : { kind: 'not-found' });
      } catch {
        setOutcome({ kind: 'unavailable' });
      }
    },
    () => setOutcome(null),
  );

  const alert = outcome !== null && outcome.kind !== 'found' ? outcome.kind : null;

  return (
    <>
      <form {...SCRIPT_ONLY_FORM} className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate data-testid="booking-lookup-form" data-hydrated={mounted ? 'true' : undefined}>
        <Field
          id={`${id}-reference`}
          label={intl.formatMessage(m.referenceLabel)}
          hint={intl.formatMessage(m.referenceHint)}
          {...reference}
          validText={intl.formatMessage(m.valid)}
          input={register('reference')}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={32}
          testId="lookup-reference"
        />
        <Field
          id={`${id}-email`}
          label={intl.formatMessage(m.emailLabel)}
          {...mail}
          validText={intl.formatMessage(m.valid)}
          input={register('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={320}
          testId="lookup-email"
        >
          {suggestion !== null ? (
            <button
              type="button"
              className={controls.suggestion}
              data-testid="lookup-email-suggestion"
              onClick={() => {
                setValue('email', withEmailDomain(email, suggestion), { shouldValidate: true, shouldTouch: true });
                setFocus('email');
              }}
            >
              {intl.formatMessage(m.emailSuggestion, { domain: suggestion })}
            </button>
          ) : null}
        </Field>
        {alert !== null ? (
          <p className={controls.alert} role="alert" data-testid="booking-lookup-error" data-error={alert}>
            {intl.formatMessage(alert === 'not-found' ? m.notFound : m.unavailable)}
          </p>
        ) : null}
        <button type="submit" className={`${controls.primaryButton} ${styles.submit}`} disabled={formState.isSubmitting} aria-busy={formState.isSubmitting} data-testid="booking-lookup-submit">
          {intl.formatMessage(formState.isSubmitting ? m.searching : m.submit)}
        </button>
      </form>
      {outcome?.kind === 'found' ? (
        <FoundBookingCard
          // A modified booking is a new card: the change of dates closes, the heading takes the focus again.
          key={`${outcome.booking.checkin}:${outcome.booking.nights}`}
          booking={outcome.booking}
          headingRef={bookingHeading}
          modification={{
            locale,
            email: outcome.email,
            modified: outcome.modified,
            onModified: (booking) => setOutcome({ kind: 'found', booking, email: outcome.email, modified: true }),
          }}
        />
      ) : null}
    </>
  );
}
