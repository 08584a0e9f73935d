'use client';

import { useId, type ChangeEvent, type ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { deliveryFeeText } from '@/components/checkout/gift-price-lines';
import { suggestEmailDomain, withEmailDomain } from '@/domain/contact/email-domain';
import { GIFT_DELIVERY_MAX_LENGTH, GIFT_SHIPPING_COUNTRIES, lastSendOn, limitDeliveryInput, type GiftDeliveryField, type GiftDeliveryFieldError, type LimitedDeliveryField } from '@/domain/gift/gift-delivery';
import { languageTag, type Locale } from '@/domain/model/locale';
import { PHYSICAL_DELIVERY_WORKING_DAYS } from '@/domain/product/gift-terms';
import { formatDay } from '@/i18n/format';
import type { BookingFormValues, GiftFormSetup } from './booking-form-values';
import { giftFormMessages as g } from './gift-order-messages';
import { previewGiftPrice, type GiftPriced } from './gift-price-preview';
import { travellerMessages as m } from './traveller-messages';
import controls from '@/components/ui/form-controls.module.css';
import styles from './traveller-form.module.css';
import { registeredField, registeredRadio } from './registered';

const NO_ERROR = '\u00a0';

type DeliveryPath = `delivery.${GiftDeliveryField}`;

function useDeliveryError(form: UseFormReturn<BookingFormValues>, field: GiftDeliveryField): string | null {
  const intl = useIntl();
  const code = form.getFieldState(`delivery.${field}`, form.formState).error?.message as GiftDeliveryFieldError | undefined;
  switch (code) {
    case 'mandatory':
      return intl.formatMessage(m.errorMandatory);
    case 'textOnly':
      return intl.formatMessage(m.errorTextOnly);
    case 'email':
      return intl.formatMessage(m.errorEmail);
    case 'phone':
      return intl.formatMessage(m.errorPhone);
    case 'date':
      return intl.formatMessage(g.errorDate);
    case 'maxLength':
      return intl.formatMessage(m.errorMaxLength, { maxlength: field in GIFT_DELIVERY_MAX_LENGTH ? GIFT_DELIVERY_MAX_LENGTH[field as LimitedDeliveryField] : 254 });
    default:
      return null;
  }
}

interface FieldProps {
  form: UseFormReturn<BookingFormValues>;
  name: Exclude<GiftDeliveryField, 'recipient'>;
  label: string;
  hint?: string;
  after?: ReactNode;
  children: (control: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** One labelled field of the delivery: its error (after blur or submit) linked by aria-describedby. */
function DeliveryField({ form, name, label, hint, after, children }: FieldProps) {
  const id = `${useId()}-delivery-${name}`;
  const message = useDeliveryError(form, name);
  const describedBy = [message ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={controls.field} data-state={message ? 'error' : 'idle'} data-testid={`delivery-field-${name}`}>
      <label className={controls.label} htmlFor={id}>
        {label}
      </label>
      {children({ id, describedBy, invalid: message !== null })}
      {hint ? (
        <p id={`${id}-hint`} className={controls.hint}>
          {hint}
        </p>
      ) : null}
      <p id={`${id}-error`} className={controls.error} aria-live="polite" data-testid={message ? `delivery-error-${name}` : undefined}>
        {message ?? NO_ERROR}
      </p>
      {after}
    </div>
  );
}

export interface GiftDeliveryFieldsProps {
  form: UseFormReturn<BookingFormValues>;
  locale: Locale;
  setup: GiftFormSetup;
  /** What the API last priced (each country's option names its shipping by the same preview as the price lines). */
  priced: GiftPriced;
  /** A keystroke refused by a field's limit: the form shows the limit error for a while. */
  onRejected(field: DeliveryPath): void;
}

/**
 * A gift order's delivery (contract §7, part 1 §5, §9): digital → 'Send it to me' or 'Send it to
 * someone' (their name and e-mail, with the e-mail domain suggestion) and a send date from today to
 * a year ahead (a date input: typed or picked with the keyboard); physical → the address, its
 * country among the shipping countries each with its cost, and the delivery estimate.
 */
export function GiftDeliveryFields({ form, locale, setup, priced, onRejected }: GiftDeliveryFieldsProps) {
  const intl = useIntl();
  const { getValues, setValue, setFocus } = form;
  const recipientLegend = useId();
  const recipient = useWatch({ control: form.control, name: 'delivery.recipient' });
  const recipientEmail = useWatch({ control: form.control, name: 'delivery.recipientEmail' });
  const emailTouched = form.getFieldState('delivery.recipientEmail', form.formState).isTouched;
  const suggestion = recipient === 'someone' && emailTouched ? suggestEmailDomain(recipientEmail, locale) : null;

  const limited = (name: LimitedDeliveryField) => {
    const path = `delivery.${name}` as const;
    const registration = registeredField(form, path);
    return {
      ...registration,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const kept = limitDeliveryInput(name, getValues(path), event.target.value);
        if (kept.value !== event.target.value) event.target.value = kept.value;
        if (kept.rejected) onRejected(path);
        return registration.onChange(event);
      },
    };
  };

  const input = (name: LimitedDeliveryField, autoComplete: string) =>
    function TextInput({ id, describedBy, invalid }: { id: string; describedBy: string | undefined; invalid: boolean }) {
      return <input id={id} className={controls.input} type="text" autoComplete={autoComplete} aria-describedby={describedBy} aria-invalid={invalid} aria-required="true" {...limited(name)} />;
    };

  if (setup.format === 'physical') {
    const names = new Intl.DisplayNames([languageTag(locale)], { type: 'region' });
    const fee = (country: string) => deliveryFeeText(intl, previewGiftPrice(setup, priced, country).shipping);
    return (
      <fieldset className={controls.group} data-testid="gift-delivery" data-format="physical">
        <legend className={controls.legend}>{intl.formatMessage(g.addressLegend)}</legend>
        <div className={styles.pair}>
          <DeliveryField form={form} name="firstName" label={intl.formatMessage(m.firstName)}>
            {input('firstName', 'shipping given-name')}
          </DeliveryField>
          <DeliveryField form={form} name="lastName" label={intl.formatMessage(m.lastName)}>
            {input('lastName', 'shipping family-name')}
          </DeliveryField>
        </div>
        <DeliveryField form={form} name="street" label={intl.formatMessage(g.street)}>
          {input('street', 'shipping street-address')}
        </DeliveryField>
        <div className={styles.pair}>
          <DeliveryField form={form} name="postalCode" label={intl.formatMessage(m.postalCode)}>
            {input('postalCode', 'shipping postal-code')}
          </DeliveryField>
          <DeliveryField form={form} name="city" label={intl.formatMessage(g.city)}>
            {input('city', 'shipping address-level2')}
          </DeliveryField>
        </div>
        <DeliveryField form={form} name="country" label={intl.formatMessage(g.country)} hint={intl.formatMessage(g.estimate, PHYSICAL_DELIVERY_WORKING_DAYS)}>
          {({ id, describedBy, invalid }) => (
            <select id={id} className={controls.input} autoComplete="shipping country" aria-describedby={describedBy} aria-invalid={invalid} aria-required="true" {...registeredField(form, 'delivery.country')}>
              {GIFT_SHIPPING_COUNTRIES.map((country) => (
                <option key={country} value={country}>
                  {intl.formatMessage(g.countryOption, { country: names.of(country) ?? country, fee: fee(country) })}
                </option>
              ))}
            </select>
          )}
        </DeliveryField>
      </fieldset>
    );
  }

  return (
    <fieldset className={controls.group} data-testid="gift-delivery" data-format="digital">
      <legend className={controls.legend}>{intl.formatMessage(g.deliveryTitle)}</legend>
      <fieldset className={controls.group}>
        <legend id={recipientLegend} className={controls.label}>
          {intl.formatMessage(g.recipientLegend)}
        </legend>
        <div className={styles.civilities}>
          <label className={styles.radio}>
            <input type="radio" {...registeredRadio(form, 'delivery.recipient', 'me')} data-testid="delivery-recipient-me" />
            {intl.formatMessage(g.recipientMe)}
          </label>
          <label className={styles.radio}>
            <input type="radio" {...registeredRadio(form, 'delivery.recipient', 'someone')} data-testid="delivery-recipient-someone" />
            {intl.formatMessage(g.recipientSomeone)}
          </label>
        </div>
      </fieldset>
      {recipient === 'someone' ? (
        <div className={styles.pair}>
          <DeliveryField form={form} name="recipientName" label={intl.formatMessage(g.recipientName)}>
            {input('recipientName', 'off')}
          </DeliveryField>
          <DeliveryField
            form={form}
            name="recipientEmail"
            label={intl.formatMessage(g.recipientEmail)}
            after={
              suggestion ? (
                <button
                  type="button"
                  className={controls.suggestion}
                  data-testid="delivery-email-suggestion"
                  onClick={() => {
                    setValue('delivery.recipientEmail', withEmailDomain(recipientEmail, suggestion), { shouldValidate: true, shouldDirty: true, shouldTouch: true });
                    setFocus('delivery.recipientEmail');
                  }}
                >
                  {intl.formatMessage(m.emailSuggestion, { domain: suggestion })}
                </button>
              ) : null
            }
          >
            {({ id, describedBy, invalid }) => (
              <input id={id} className={controls.input} type="email" inputMode="email" autoComplete="off" spellCheck={false} aria-describedby={describedBy} aria-invalid={invalid} aria-required="true" {...registeredField(form, 'delivery.recipientEmail')} />
            )}
          </DeliveryField>
        </div>
      ) : null}
      <DeliveryField form={form} name="sendOn" label={intl.formatMessage(g.sendOn)} hint={intl.formatMessage(g.sendOnHint, { last: formatDay(intl, lastSendOn(setup.today), { day: 'numeric', month: 'long', year: 'numeric' }) })}>
        {({ id, describedBy, invalid }) => (
          <input id={id} className={controls.input} type="date" min={setup.today} max={lastSendOn(setup.today)} aria-describedby={describedBy} aria-invalid={invalid} aria-required="true" {...registeredField(form, 'delivery.sendOn')} />
        )}
      </DeliveryField>
    </fieldset>
  );
}
