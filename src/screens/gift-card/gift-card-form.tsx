'use client';

import dynamic from 'next/dynamic';
import { useId, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useFirstOpen } from '@/components/ui/use-first-open';
import { useMounted } from '@/components/ui/use-mounted';
import {
  GIFT_CARD_DEFAULT_EUROS,
  GIFT_CARD_MAX_EUROS,
  GIFT_CARD_MIN_EUROS,
  GIFT_CARD_PERSONALISATION_ID,
  GIFT_CARD_PRESET_EUROS,
  parseGiftCardAmount,
  type GiftCardAmountError,
} from '@/domain/gift/gift-card-amount';
import { giftPersonalisationKey } from '@/domain/gift/personalisation-key';
import { formatPrice } from '@/i18n/format';
import { giftCardBookingHref } from '../gift-booking/gift-card-link';
import { giftCardFormMessages as m } from './form-messages';
import controls from '@/components/ui/form-controls.module.css';
import styles from './gift-card.module.css';

/** The personalisation dialog: loaded on the first click on Personalise. */
const GiftOfferDialog = dynamic(() => import('@/components/gift-offer/gift-offer-dialog'), { ssr: false });

type AmountChoice = { kind: 'preset'; euros: number } | { kind: 'other' };

function errorText(intl: IntlShape, error: GiftCardAmountError): string {
  const euros = (value: number) => formatPrice(intl, value * 100);
  switch (error) {
    case 'empty':
      return intl.formatMessage(m.errorEmpty);
    case 'notWhole':
      return intl.formatMessage(m.errorNotWhole);
    case 'belowMin':
      return intl.formatMessage(m.errorBelowMin, { min: euros(GIFT_CARD_MIN_EUROS) });
    case 'aboveMax':
      return intl.formatMessage(m.errorAboveMax, { max: euros(GIFT_CARD_MAX_EUROS) });
  }
}

function Summary({ intl, cents }: { intl: IntlShape; cents: number | null }) {
  const amount = cents === null ? '–' : formatPrice(intl, cents);
  return (
    <dl className={controls.summaryLines}>
      <div>
        <dt>{intl.formatMessage(m.summaryCard)}</dt>
        <dd data-testid="gift-card-amount">{amount}</dd>
      </div>
      <div>
        <dt>{intl.formatMessage(m.delivery)}</dt>
        <dd>{intl.formatMessage(m.deliveryFree)}</dd>
      </div>
      <div className={controls.summaryTotal}>
        <dt>{intl.formatMessage(m.total)}</dt>
        <dd data-testid="gift-card-total">{amount}</dd>
      </div>
    </dl>
  );
}

/**
 * The gift card form: a preset amount or another one within the bounds, the summary, and
 * Personalise, which opens the gift offer dialog (not mandatory, digital only) whose Offer hands
 * the amount to the gift summary. A refused amount is said next to the field and keeps what was
 * typed; nothing opens until the amount is valid.
 */
export function GiftCardForm({
  giftBookingPath,
  navigate,
}: {
  /** The gift summary's path in this site (href.giftBooking, from the server). */
  giftBookingPath: string;
  navigate?: (path: string) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [choice, setChoice] = useState<AmountChoice>({ kind: 'preset', euros: GIFT_CARD_DEFAULT_EUROS });
  const [otherText, setOtherText] = useState('');
  const [showError, setShowError] = useState(false);
  const otherInput = useRef<HTMLInputElement>(null);
  const dialog = useFirstOpen();
  // An amount ticked or typed into the server's HTML before hydration would disagree with the
  // total and what Personalise hands on: the amounts wait for hydration (the gift setup's rule).
  const hydrated = useMounted();

  const parsed = parseGiftCardAmount(otherText);
  const cents = choice.kind === 'preset' ? choice.euros * 100 : parsed.ok ? parsed.cents : null;
  const error = choice.kind === 'other' && showError && !parsed.ok ? errorText(intl, parsed.error) : null;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const euros = (value: number) => formatPrice(intl, value * 100);

  const personalise = () => {
    if (cents === null) {
      setShowError(true);
      otherInput.current?.focus();
      return;
    }
    dialog.openNow();
  };

  return (
    <div className={styles.form}>
      <fieldset className={controls.group} disabled={!hydrated} data-testid="gift-card-amounts">
        <legend className={controls.legend}>{intl.formatMessage(m.amountLegend)}</legend>
        <div className={styles.presets}>
          {GIFT_CARD_PRESET_EUROS.map((value) => (
            <label key={value} className={`${controls.choice} ${controls.pill}`}>
              <input type="radio" name={`${id}-amount`} value={value} checked={choice.kind === 'preset' && choice.euros === value} onChange={() => setChoice({ kind: 'preset', euros: value })} />
              <span>{euros(value)}</span>
            </label>
          ))}
          <label className={`${controls.choice} ${controls.pill}`}>
            <input type="radio" name={`${id}-amount`} value="other" checked={choice.kind === 'other'} onChange={() => setChoice({ kind: 'other' })} />
            <span>{intl.formatMessage(m.otherAmount)}</span>
          </label>
        </div>
        <div className={`${controls.field} ${styles.amountField}`}>
          <label className={controls.label} htmlFor={`${id}-other`}>
            {intl.formatMessage(m.otherAmountLabel)}
          </label>
          <input
            ref={otherInput}
            id={`${id}-other`}
            className={controls.input}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={otherText}
            aria-invalid={error !== null}
            aria-describedby={error !== null ? `${errorId} ${hintId}` : hintId}
            data-testid="gift-card-other"
            onFocus={() => setChoice({ kind: 'other' })}
            onChange={(event) => {
              setChoice({ kind: 'other' });
              setOtherText(event.target.value);
            }}
            onBlur={() => setShowError(otherText.trim() !== '')}
          />
          <p id={hintId} className={controls.hint}>
            {intl.formatMessage(m.otherAmountHint, { min: euros(GIFT_CARD_MIN_EUROS), max: euros(GIFT_CARD_MAX_EUROS) })}
          </p>
          <p id={errorId} className={controls.error} aria-live="polite" data-testid="gift-card-error">
            {error}
          </p>
        </div>
      </fieldset>

      <section className={controls.group} aria-labelledby={`${id}-delivery`}>
        <h2 id={`${id}-delivery`} className={controls.legend}>
          {intl.formatMessage(m.deliveryTitle)}
        </h2>
        <p className={controls.hint}>
          {intl.formatMessage(m.delivery)} · {intl.formatMessage(m.deliveryFree)}
        </p>
      </section>

      <section className={styles.summary} aria-labelledby={`${id}-summary`} data-testid="gift-card-summary">
        <h2 id={`${id}-summary`} className={controls.legend}>
          {intl.formatMessage(m.summaryTitle)}
        </h2>
        <Summary intl={intl} cents={cents} />
        <button type="button" className={`${controls.primaryButton} ${styles.personalise}`} aria-haspopup="dialog" data-testid="gift-card-personalise" onClick={personalise}>
          {intl.formatMessage(m.personalise)}
        </button>
      </section>

      {dialog.opened ? (
        <GiftOfferDialog
          open={dialog.open}
          onOpenChange={dialog.setOpen}
          title={intl.formatMessage(m.dialogTitle)}
          storageKey={giftPersonalisationKey('giftcard', GIFT_CARD_PERSONALISATION_ID)}
          mandatory={false}
          summary={<Summary intl={intl} cents={cents} />}
          confirmLabel={intl.formatMessage(m.confirm)}
          onConfirm={() => {
            if (cents === null) return;
            (navigate ?? ((path: string) => window.location.assign(path)))(giftCardBookingHref(giftBookingPath, cents));
          }}
        />
      ) : null}
    </div>
  );
}
