'use client';

import { useId, type FormEventHandler, type ReactNode } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { useIntl, type IntlShape } from 'react-intl';
import { CheckCircleIcon } from '@/components/ui/check-circle-icon';
import { suggestEmailDomain, withEmailDomain } from '@/domain/contact/email-domain';
import { CONTACT_REASON_VALUES, isContactReason, needsBookingNumber } from '@/domain/contact/reasons';
import { CONTACT_MAX_LENGTH, type ContactFieldError, type ContactFormValues } from '@/domain/contact/validation';
import type { ContactReason } from '@/domain/model/contact';
import type { Locale } from '@/domain/model/locale';
import { contactFormMessages as m } from './form-messages';
import controls from '@/components/ui/form-controls.module.css';
import styles from './contact.module.css';
import { SCRIPT_ONLY_FORM } from '@/components/ui/script-only-form';

/** Why the last send failed: the care alert, the recaptcha, or the CRM / network. */
export type SendFailure = 'care' | 'recaptcha' | 'send';

const REASON_LABELS: Readonly<Record<ContactReason, typeof m.send>> = {
  avv_info: m.reasonAvvInfo,
  booking_info: m.reasonBookingInfo,
  emailconf: m.reasonEmailConf,
  modification: m.reasonModification,
  cancellation: m.reasonCancellation,
  complaint: m.reasonComplaint,
  other: m.reasonOther,
};

const ERROR_TEXTS: Readonly<Record<ContactFieldError, typeof m.send>> = {
  mandatory: m.errorMandatory,
  textOnly: m.errorTextOnly,
  email: m.errorEmail,
  phone: m.errorPhone,
  bookingNumber: m.errorBookingNumber,
  tooLong: m.errorTooLong,
};

const FAILURE_TEXTS: Readonly<Record<SendFailure, typeof m.send>> = {
  care: m.careFailure,
  recaptcha: m.recaptchaFailed,
  send: m.sendFailed,
};

function errorText(intl: IntlShape, code: string | undefined): string | null {
  if (code === undefined) return null;
  const message = ERROR_TEXTS[code as ContactFieldError];
  return message ? intl.formatMessage(message) : null;
}

type FieldName = FieldPath<ContactFormValues>;

/** A no-break space: the error line's text when there is no error. */
const NO_ERROR = '\u00a0';

interface FieldProps {
  form: UseFormReturn<ContactFormValues>;
  name: FieldName;
  label: string;
  hint?: string;
  /** The input (given its id and described-by), rendered by the caller. */
  children: (control: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
  after?: ReactNode;
}

/**
 * One labelled field: its error after blur or submit, and its success mark after a blur that
 * found it valid (part 1 §5 "a text field shows success after blur").
 */
function Field({ form, name, label, hint, children, after }: FieldProps) {
  const intl = useIntl();
  const id = `${useId()}-${name}`;
  const { error, isTouched } = form.getFieldState(name, form.formState);
  const message = errorText(intl, error?.message);
  const valid = isTouched && !error && form.getValues(name).trim() !== '';
  const describedBy = [hint ? `${id}-hint` : null, message ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={controls.field} data-state={message ? 'error' : valid ? 'valid' : 'idle'} data-testid={`contact-field-${name}`}>
      <label className={controls.label} htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={controls.hint}>
          {hint}
        </p>
      ) : null}
      {/*
        The success mark and the error line are always in the page, their content changing: a node
        removed while the focus is between two fields (an error cleared on blur) makes Radix's focus
        scope pull the focus back to the dialog instead of letting Tab reach the next field.
      */}
      <div className={styles.control}>
        {children({ id, describedBy, invalid: message !== null })}
        <CheckCircleIcon className={valid ? styles.validMark : styles.noMark} />
      </div>
      <p id={`${id}-error`} className={controls.error} aria-live="polite" data-testid={message ? `contact-error-${name}` : undefined}>
        {message ?? NO_ERROR}
      </p>
      {after}
    </div>
  );
}

export interface ContactFormProps {
  form: UseFormReturn<ContactFormValues>;
  locale: Locale;
  failure: SendFailure | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
}

/**
 * The contact form (part 2 §3-§5): the reason first, then the fields it needs (no booking number
 * for a hotel activity question). Errors show on blur and on submit, next to each field; the email
 * field offers 'You mean @{domain}?' for a mistyped provider, applied by a click.
 */
export function ContactForm({ form, locale, failure, onSubmit }: ContactFormProps) {
  const intl = useIntl();
  const { register, watch, formState, setValue, setFocus, clearErrors } = form;
  const reason = watch('reason');
  const email = watch('email');
  const emailTouched = form.getFieldState('email', formState).isTouched;
  const suggestion = emailTouched ? suggestEmailDomain(email, locale) : null;
  const sending = formState.isSubmitting;

  const reasonField = register('reason', {
    onChange: (event: { target: { value: string } }) => {
      const chosen = event.target.value;
      // Any listed reason answers 'Mandatory field' at once (a select is chosen, not typed, and may never blur).
      if (isContactReason(chosen)) clearErrors('reason');
      // A reason without booking number drops that field's error with the field.
      if (isContactReason(chosen) && !needsBookingNumber(chosen)) clearErrors('bookingNumber');
    },
  });

  return (
    <form {...SCRIPT_ONLY_FORM} className={styles.form} noValidate onSubmit={onSubmit} data-testid="contact-form" aria-busy={sending}>
      <p className={controls.hint}>{intl.formatMessage(m.allMandatory)}</p>
      <Field form={form} name="reason" label={intl.formatMessage(m.reasonLabel)}>
        {({ id, describedBy, invalid }) => (
          <select id={id} className={controls.input} aria-describedby={describedBy} aria-invalid={invalid} aria-required="true" {...reasonField}>
            <option value="">{intl.formatMessage(m.reasonPlaceholder)}</option>
            {CONTACT_REASON_VALUES.map((value) => (
              <option key={value} value={value}>
                {intl.formatMessage(REASON_LABELS[value])}
              </option>
            ))}
          </select>
        )}
      </Field>

      {reason === '' ? null : (
        <>
          {needsBookingNumber(reason) ? (
            <Field form={form} name="bookingNumber" label={intl.formatMessage(m.bookingNumberLabel)} hint={intl.formatMessage(m.bookingNumberHint)}>
              {({ id, describedBy, invalid }) => (
                <input id={id} className={`${controls.input} ${styles.withMark}`} type="text" inputMode="numeric" autoComplete="off" aria-describedby={describedBy} aria-invalid={invalid} aria-required="true" {...register('bookingNumber')} />
              )}
            </Field>
          ) : null}
          <Field form={form} name="name" label={intl.formatMessage(m.nameLabel)}>
            {({ id, describedBy, invalid }) => (
              <input id={id} className={`${controls.input} ${styles.withMark}`} type="text" autoComplete="name" maxLength={CONTACT_MAX_LENGTH.name} aria-describedby={describedBy} aria-invalid={invalid} aria-required="true" {...register('name')} />
            )}
          </Field>
          <Field
            form={form}
            name="email"
            label={intl.formatMessage(m.emailLabel)}
            after={
              suggestion ? (
                <button
                  type="button"
                  className={controls.suggestion}
                  data-testid="contact-email-suggestion"
                  onClick={() => {
                    setValue('email', withEmailDomain(email, suggestion), { shouldValidate: true, shouldDirty: true, shouldTouch: true });
                    // The button goes with the suggestion: the focus goes back to the corrected field.
                    setFocus('email');
                  }}
                >
                  {intl.formatMessage(m.emailSuggestion, { domain: suggestion })}
                </button>
              ) : null
            }
          >
            {({ id, describedBy, invalid }) => (
              <input id={id} className={`${controls.input} ${styles.withMark}`} type="email" autoComplete="email" maxLength={CONTACT_MAX_LENGTH.email} aria-describedby={describedBy} aria-invalid={invalid} aria-required="true" {...register('email')} />
            )}
          </Field>
          <Field form={form} name="phone" label={intl.formatMessage(m.phoneLabel)}>
            {({ id, describedBy, invalid }) => (
              <input id={id} className={`${controls.input} ${styles.withMark}`} type="tel" autoComplete="tel" maxLength={CONTACT_MAX_LENGTH.phone} aria-describedby={describedBy} aria-invalid={invalid} aria-required="true" {...register('phone')} />
            )}
          </Field>
          <Field form={form} name="description" label={intl.formatMessage(m.descriptionLabel)}>
            {({ id, describedBy, invalid }) => (
              <textarea id={id} className={`${controls.input} ${controls.textarea} ${styles.withMark}`} rows={5} maxLength={CONTACT_MAX_LENGTH.description} aria-describedby={describedBy} aria-invalid={invalid} aria-required="true" {...register('description')} />
            )}
          </Field>
        </>
      )}

      {failure ? (
        <p role="alert" className={controls.alert} data-testid="contact-failure">
          {intl.formatMessage(FAILURE_TEXTS[failure])}
        </p>
      ) : null}
      {/* aria-disabled, not disabled: a disabled button drops the focus, which Radix's focus scope then moves to the dialog. */}
      <button type="submit" className={`${controls.primaryButton} ${styles.send}`} aria-disabled={sending} data-testid="contact-send">
        {intl.formatMessage(sending ? m.sending : m.send)}
      </button>
    </form>
  );
}
