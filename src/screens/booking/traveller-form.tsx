'use client';

import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { CheckCircleIcon } from '@/components/ui/check-circle-icon';
import type { FormEdits } from '@/components/ui/form-edits';
import { postTravellerDetails } from '@/bff/contracts/checkout-traveller';
import {
  API_FIELD_ERROR,
  CIVILITIES,
  TRAVELLER_EMAIL_MAX_LENGTH,
  TRAVELLER_FIELDS,
  TRAVELLER_MAX_LENGTH,
  limitTravellerInput,
  toTraveller,
  type LimitedTravellerField,
  type TravellerField,
  type TravellerFieldError,
  type TravellerFormValues,
} from '@/domain/checkout/traveller-details';
import type { GiftDeliveryField } from '@/domain/gift/gift-delivery';
import { suggestEmailDomain, withEmailDomain } from '@/domain/contact/email-domain';
import { ERROR_CLEAR_MS } from '@/domain/gift/personalisation';
import { pointOfSale, type Locale } from '@/domain/model/locale';
import { formatPrice } from '@/i18n/format';
import { postGiftDelivery } from '@/bff/contracts/checkout-delivery';
import { API_DELIVERY_FIELD_ERROR, DIGITAL_DELIVERY_FIELDS, PHYSICAL_DELIVERY_FIELDS, giftDeliveryFormOf, toGiftDelivery, type GiftDeliveryFormValues } from '@/domain/gift/gift-delivery';
import { applyFormEdits } from './apply-form-edits';
import { registeredField, registeredRadio } from './registered';
import type { BookingFormValues, GiftFormSetup } from './booking-form-values';
import { GiftDeliveryFields, GiftPriceCard } from './gift-order-parts';
import { giftFormMessages as g } from './gift-order-messages';
import { initialGiftPriced, previewGiftPrice, type GiftPriced } from './gift-price-preview';
import { readTravellerDraft, withDraft, writeTravellerDraft } from './traveller-draft';
import { travellerResolver } from './traveller-resolver';
import { travellerMessages as m } from './traveller-messages';
import controls from '@/components/ui/form-controls.module.css';
import styles from './traveller-form.module.css';
import { useRestoredFromHistory } from '@/components/ui/use-restored-from-history';
import { SCRIPT_ONLY_FORM } from '@/components/ui/script-only-form';


export interface TravellerFormProps {
  locale: Locale;
  checkoutId: string;
  /** The details the API keeps for this checkout, else an empty form with the site's country. */
  initial: TravellerFormValues;
  /** The countries offered, named in the site's language (on the server: the same names hydrate). */
  countries: ReadonlyArray<{ code: string; name: string }>;
  /** The stay's page, to choose it again when the checkout has expired. */
  startHref: string;
  /** Tests replace the navigation to the payment step. */
  navigate?: (path: string) => void;
  /**
   * A gift order (contract §7): the same form asks the buyer's details (labels say buyer), then the
   * gift's delivery, shows the gift's price lines, and saves the delivery before the buyer.
   */
  gift?: GiftFormSetup & { delivery: GiftDeliveryFormValues };
  /** What the visitor did to the server's form before this island loaded (src/components/ui/intent-island.tsx). */
  edits?: FormEdits | null;
}

/** price-changed: the saved delivery's total is not the one shown before saving (the API's figure now shows; the buyer continues again). */
type Failure = 'refused' | 'failed' | 'expired' | 'price-changed';

const ERROR_TEXTS: Readonly<Record<Exclude<TravellerFieldError, 'maxLength'>, typeof m.errorMandatory>> = {
  mandatory: m.errorMandatory,
  textOnly: m.errorTextOnly,
  email: m.errorEmail,
  phone: m.errorPhone,
};

const CIVILITY_LABELS = { MR: m.civilityMr, MRS: m.civilityMrs } as const;

/** The error type of a refused keystroke: only this error clears itself (part 1 §5: after 1 s). */
const LIMIT_ERROR = 'limit';

/** A no-break space: the error line's text when there is no error (the line keeps its place). */
const NO_ERROR = '\u00a0';

const isErrorCode = (code: unknown): code is TravellerFieldError => typeof code === 'string' && (code === 'maxLength' || code in ERROR_TEXTS);

/** The max length a field's 'limited to' message names. */
const maxLengthOf = (field: TravellerField) =>
  field === 'email' ? TRAVELLER_EMAIL_MAX_LENGTH : field in TRAVELLER_MAX_LENGTH ? TRAVELLER_MAX_LENGTH[field as LimitedTravellerField] : 0;

function useErrorText(form: UseFormReturn<BookingFormValues>, field: TravellerField): string | null {
  const intl = useIntl();
  const code = form.getFieldState(field, form.formState).error?.message;
  if (!isErrorCode(code)) return null;
  return code === 'maxLength' ? intl.formatMessage(m.errorMaxLength, { maxlength: maxLengthOf(field) }) : intl.formatMessage(ERROR_TEXTS[code]);
}

/** A refused keystroke shows the limit error, cleared after ERROR_CLEAR_MS unless another error replaced it. */
function useLimitError(form: UseFormReturn<BookingFormValues>) {
  const timers = useRef(new Map<TravellerField | `delivery.${string}`, ReturnType<typeof setTimeout>>());
  const { setError, clearErrors, getFieldState } = form;
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);
  return useCallback(
    (field: TravellerField | `delivery.${GiftDeliveryField}`) => {
      setError(field, { type: LIMIT_ERROR, message: 'maxLength' });
      clearTimeout(timers.current.get(field));
      timers.current.set(
        field,
        setTimeout(() => {
          timers.current.delete(field);
          if (getFieldState(field).error?.type === LIMIT_ERROR) clearErrors(field);
        }, ERROR_CLEAR_MS),
      );
    },
    [setError, clearErrors, getFieldState],
  );
}

interface FieldProps {
  form: UseFormReturn<BookingFormValues>;
  name: Exclude<TravellerField, 'civility' | 'termsAccepted'>;
  label: string;
  hint?: string;
  children: (control: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
  after?: ReactNode;
}

/**
 * One labelled text field: its error after blur or submit (linked by aria-describedby), and its
 * success mark after a blur that found it valid (part 1 §5 "a text field shows success after blur").
 */
function Field({ form, name, label, hint, children, after }: FieldProps) {
  const id = `${useId()}-${name}`;
  const message = useErrorText(form, name);
  const { error, isTouched } = form.getFieldState(name, form.formState);
  const valid = isTouched && !error && form.getValues(name).trim() !== '';
  const describedBy = [message ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={controls.field} data-state={message ? 'error' : valid ? 'valid' : 'idle'} data-testid={`traveller-field-${name}`}>
      <label className={controls.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.control}>
        {children({ id, describedBy, invalid: message !== null })}
        <CheckCircleIcon className={valid ? styles.validMark : styles.noMark} />
      </div>
      {hint ? (
        <p id={`${id}-hint`} className={controls.hint}>
          {hint}
        </p>
      ) : null}
      <p id={`${id}-error`} className={controls.error} aria-live="polite" data-testid={message ? `traveller-error-${name}` : undefined}>
        {message ?? NO_ERROR}
      </p>
      {after}
    </div>
  );
}

/**
 * The booking step's traveller details (part 1 §5, part 2 §5, §8) and 'Continue to payment'.
 * react-hook-form with the domain's zod rules, checked on blur and on submit; the first invalid
 * field takes the focus. What is typed is kept per checkout in sessionStorage (a reload, a failed
 * call and the back button find it); it wins over the details the API kept, being newer. One send
 * at a time: the button is disabled and busy from the click until the answer (or the navigation).
 */
export function TravellerForm({ locale, checkoutId, initial, countries, startHref, navigate, gift, edits = null }: TravellerFormProps) {
  const intl = useIntl();
  const region = pointOfSale(locale);
  const giftRules = gift ? { format: gift.format, today: gift.today } : null;
  const giftFormat = gift?.format ?? null;
  const giftToday = gift?.today ?? null;
  const resolver = useMemo(() => travellerResolver(region, giftFormat && giftToday ? { format: giftFormat, today: giftToday } : null), [region, giftFormat, giftToday]);
  const form = useForm<BookingFormValues>({
    defaultValues: { ...initial, delivery: gift?.delivery ?? giftDeliveryFormOf(null, '', region) },
    resolver,
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    shouldFocusError: false,
  });
  const { register, setValue, setFocus, setError, getValues, formState } = form;
  const [failure, setFailure] = useState<Failure | null>(null);
  // What the API last priced the gift at: the checkout's figures, then each saved delivery's.
  const [priced, setPriced] = useState<GiftPriced | null>(() => (gift ? initialGiftPriced(gift) : null));
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  // Back from the payment step through the browser's cache: the page was left busy; it is usable again.
  useRestoredFromHistory(() => {
    sending.current = false;
    setBusy(false);
  });
  const rejectKeystroke = useLimitError(form);
  const civilityId = useId();
  const termsId = useId();

  // The draft, read after mount (the server has no sessionStorage), then kept with every change;
  // then what was done to the server's form before this island arrived, newest of all. Before the
  // first paint: the fields never show the server's values in between.
  const formRef = useRef<HTMLFormElement>(null);
  const takenEdits = useRef(edits);
  useLayoutEffect(() => {
    const draft = readTravellerDraft(checkoutId);
    if (draft) form.reset(withDraft(getValues(), draft), { keepDefaultValues: true });
    const unsubscribe = form.subscribe({ formState: { values: true }, callback: () => {
        const { delivery, ...details } = getValues();
        writeTravellerDraft(checkoutId, giftFormat ? { ...details, delivery } : details);
      },
    });
    if (takenEdits.current) applyFormEdits(form, takenEdits.current, formRef.current);
    takenEdits.current = null;
    return unsubscribe;
  }, [checkoutId, form, getValues, giftFormat]);

  const email = useWatch({ control: form.control, name: 'email' });
  const emailTouched = form.getFieldState('email', formState).isTouched;
  const suggestion = emailTouched ? suggestEmailDomain(email, locale) : null;

  // The form's order: the details, the gift's delivery, then the terms.
  const deliveryPaths = giftRules ? (giftRules.format === 'digital' ? DIGITAL_DELIVERY_FIELDS : PHYSICAL_DELIVERY_FIELDS).map((field) => `delivery.${field}` as const) : [];
  const focusOrder = [...TRAVELLER_FIELDS.filter((field) => field !== 'termsAccepted'), ...deliveryPaths, 'termsAccepted' as const];

  const focusFirst = (fields: Iterable<string>) => {
    const invalid = new Set(fields);
    // A recipient radio cannot take the focus by name: its fieldset's first radio is what focus reaches.
    const first = focusOrder.find((field) => invalid.has(field));
    if (first) setFocus(first);
  };

  const leave = (path: string) => (navigate ?? ((target: string) => window.location.assign(target)))(path);

  /** A gift's delivery, saved first (it re-prices the order): true when the buyer's details may follow. */
  const saveDelivery = async (values: BookingFormValues): Promise<'saved' | 'left' | 'stopped'> => {
    if (!gift || !priced) return 'saved';
    const shown = previewGiftPrice(gift, priced, values.delivery.country).total;
    const outcome = await postGiftDelivery({ locale, checkoutId, delivery: toGiftDelivery(values.delivery, gift.format) });
    switch (outcome.kind) {
      case 'saved':
        setPriced({ country: gift.format === 'physical' ? values.delivery.country : priced.country, shippingCost: outcome.shippingCost, totalPrice: outcome.totalPrice });
        // The buyer pays what the API priced: a total other than the one shown is shown first, never passed over.
        if (outcome.totalPrice !== shown) {
          setFailure('price-changed');
          return 'stopped';
        }
        return 'saved';
      case 'booked':
        leave(outcome.paymentPath);
        return 'left';
      case 'refused':
        if (outcome.field === null) setFailure('refused');
        else {
          setError(`delivery.${outcome.field}`, { type: 'server', message: API_DELIVERY_FIELD_ERROR[outcome.field] });
          setFocus(`delivery.${outcome.field}`);
        }
        return 'stopped';
      case 'expired':
        setFailure('expired');
        return 'stopped';
      case 'failed':
        setFailure('failed');
        return 'stopped';
    }
  };

  const save = async (values: BookingFormValues) => {
    setFailure(null);
    const delivered = await saveDelivery(values);
    if (delivered !== 'saved') return delivered === 'left';
    const outcome = await postTravellerDetails({ locale, checkoutId, traveller: toTraveller(values, region), termsAccepted: true });
    switch (outcome.kind) {
      case 'saved':
      case 'booked':
        // Busy until the payment step replaces the page: a second click would send again.
        leave(outcome.paymentPath);
        return true;
      case 'refused':
        if (outcome.field === null) setFailure('refused');
        else {
          setError(outcome.field, { type: 'server', message: outcome.field === 'termsAccepted' ? 'mandatory' : API_FIELD_ERROR[outcome.field] });
          setFocus(outcome.field);
        }
        return false;
      case 'expired':
        setFailure('expired');
        return false;
      case 'failed':
        setFailure('failed');
        return false;
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    let leaving = false;
    void form
      .handleSubmit(
        async (values) => {
          leaving = await save(values);
        },
        // The delivery's errors are nested (errors.delivery.postalCode): named by their path, as focusOrder names them.
        (errors) => focusFirst(Object.keys(errors).flatMap((field) => (field === 'delivery' ? Object.keys(errors.delivery ?? {}).map((name) => `delivery.${name}`) : [field]))),
      )(event)
      .catch(() => setFailure('failed'))
      .finally(() => {
        if (leaving) return;
        sending.current = false;
        setBusy(false);
      });
  };

  /** A limited field refuses typing beyond its limit, and says so (part 1 §5). */
  const limited = (name: LimitedTravellerField) => {
    const registration = registeredField(form, name);
    return {
      ...registration,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const kept = limitTravellerInput(name, getValues(name), event.target.value);
        if (kept.value !== event.target.value) event.target.value = kept.value;
        if (kept.rejected) rejectKeystroke(name);
        return registration.onChange(event);
      },
    };
  };

  const country = useWatch({ control: form.control, name: 'delivery.country' });
  const failureText = (kind: Failure) => {
    if (kind === 'price-changed') return intl.formatMessage(g.priceChanged, { total: formatPrice(intl, priced?.totalPrice ?? 0) });
    return intl.formatMessage(kind === 'expired' ? (gift ? g.expired : m.expired) : kind === 'refused' ? m.refused : m.failed);
  };
  const civilityError = useErrorText(form, 'civility');
  const termsError = useErrorText(form, 'termsAccepted');
  const civility = (value: string) => registeredRadio(form, 'civility', value, { onChange: () => form.clearErrors('civility') });
  const terms = register('termsAccepted', { onChange: (event: { target: { checked: boolean } }) => event.target.checked && form.clearErrors('termsAccepted') });

  return (
    <>
    {gift && priced ? <GiftPriceCard setup={gift} priced={priced} country={country} /> : null}
    <section className={styles.card} aria-labelledby="booking-traveller" data-testid="booking-traveller">
      <h2 id="booking-traveller" className={styles.title}>
        {intl.formatMessage(gift ? g.buyerTitle : m.title)}
      </h2>
      <form ref={formRef} {...SCRIPT_ONLY_FORM} className={styles.form} noValidate onSubmit={submit} aria-busy={busy} data-testid="traveller-form">
        <p className={controls.hint}>{intl.formatMessage(m.allMandatory)}</p>
        <fieldset className={controls.group} aria-describedby={civilityError ? `${civilityId}-error` : undefined} data-testid="traveller-field-civility">
          <legend className={controls.label}>{intl.formatMessage(m.civility)}</legend>
          <div className={styles.civilities}>
            {CIVILITIES.map((value) => (
              <label key={value} className={styles.radio}>
                <input type="radio" {...civility(value)} />
                {intl.formatMessage(CIVILITY_LABELS[value])}
              </label>
            ))}
          </div>
          <p id={`${civilityId}-error`} className={controls.error} aria-live="polite" data-testid={civilityError ? 'traveller-error-civility' : undefined}>
            {civilityError ?? NO_ERROR}
          </p>
        </fieldset>

        <div className={styles.pair}>
          <Field form={form} name="firstName" label={intl.formatMessage(m.firstName)}>
            {({ id, describedBy, invalid }) => (
              <input id={id} className={`${controls.input} ${styles.withMark}`} type="text" autoComplete="given-name" aria-describedby={describedBy} aria-invalid={invalid} aria-required="true" {...limited('firstName')} />
            )}
          </Field>
          <Field form={form} name="lastName" label={intl.formatMessage(m.lastName)}>
            {({ id, describedBy, invalid }) => (
              <input id={id} className={`${controls.input} ${styles.withMark}`} type="text" autoComplete="family-name" aria-describedby={describedBy} aria-invalid={invalid} aria-required="true" {...limited('lastName')} />
            )}
          </Field>
        </div>

        <div className={styles.pair}>
          <Field
            form={form}
            name="email"
            label={intl.formatMessage(m.email)}
            hint={intl.formatMessage(gift ? g.buyerEmailHint : m.emailHint)}
            after={
              suggestion ? (
                <button
                  type="button"
                  className={controls.suggestion}
                  data-testid="traveller-email-suggestion"
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
              <input id={id} className={`${controls.input} ${styles.withMark}`} type="email" inputMode="email" autoComplete="email" spellCheck={false} aria-describedby={describedBy} aria-invalid={invalid} aria-required="true" {...registeredField(form, 'email')} />
            )}
          </Field>
          <Field form={form} name="phone" label={intl.formatMessage(m.phone)} hint={intl.formatMessage(gift ? g.buyerPhoneHint : m.phoneHint)}>
            {({ id, describedBy, invalid }) => (
              <input id={id} className={`${controls.input} ${styles.withMark}`} type="tel" inputMode="tel" autoComplete="tel" aria-describedby={describedBy} aria-invalid={invalid} aria-required="true" {...registeredField(form, 'phone')} />
            )}
          </Field>
        </div>

        <div className={styles.pair}>
          <Field form={form} name="postalCode" label={intl.formatMessage(m.postalCode)}>
            {({ id, describedBy, invalid }) => (
              <input id={id} className={`${controls.input} ${styles.withMark}`} type="text" autoComplete="postal-code" aria-describedby={describedBy} aria-invalid={invalid} aria-required="true" {...limited('postalCode')} />
            )}
          </Field>
          <Field form={form} name="country" label={intl.formatMessage(m.country)}>
            {({ id, describedBy, invalid }) => (
              <select id={id} className={controls.input} autoComplete="country" aria-describedby={describedBy} aria-invalid={invalid} aria-required="true" {...registeredField(form, 'country')}>
                {countries.map((country) => (
                  <option key={country.code} value={country.code}>
                    {country.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>

        {gift && priced ? <GiftDeliveryFields form={form} locale={locale} setup={gift} priced={priced} onRejected={rejectKeystroke} /> : null}

        <div className={controls.field} data-testid="traveller-field-termsAccepted">
          <label className={styles.terms}>
            {/* Never restored by the browser on Back: the form asks for the terms again, and a box the
                browser ticked on its own would read as ticked while the form still counts it unticked. */}
            <input type="checkbox" autoComplete="off" aria-invalid={termsError !== null} aria-required="true" aria-describedby={termsError ? `${termsId}-error` : undefined} {...terms} />
            <span>{intl.formatMessage(m.terms)}</span>
          </label>
          <p id={`${termsId}-error`} className={controls.error} aria-live="polite" data-testid={termsError ? 'traveller-error-termsAccepted' : undefined}>
            {termsError ?? NO_ERROR}
          </p>
        </div>

        {failure ? (
          <div role="alert" className={controls.alert} data-testid={`traveller-${failure}`}>
            <p className={styles.alertText}>{failureText(failure)}</p>
            {failure === 'expired' ? <a href={startHref}>{intl.formatMessage(gift ? g.expiredBack : m.expiredBack)}</a> : null}
          </div>
        ) : null}
        <button type="submit" className={`${controls.primaryButton} ${styles.submit}`} disabled={busy} aria-busy={busy} data-testid="traveller-submit">
          {intl.formatMessage(busy ? m.sending : m.submit)}
        </button>
      </form>
    </section>
    </>
  );
}

export default TravellerForm;
