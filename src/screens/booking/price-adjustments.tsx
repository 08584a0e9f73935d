'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { postCheckoutAdjustment, type CheckoutAdjustmentOutcome } from '@/bff/contracts/checkout-adjustment';
import { checkoutGiftCardContract, GIFTCARD_SERIAL_MAX_LENGTH } from '@/bff/contracts/checkout-giftcard';
import { checkoutInsuranceContract } from '@/bff/contracts/checkout-insurance';
import { checkoutPromoCodeContract, PROMO_CODE_MAX_LENGTH } from '@/bff/contracts/checkout-promo-code';
import { Button } from '@/components/ui/button';
import type { FormEdits } from '@/components/ui/form-edits';
import type { CheckoutGiftCard, InsuranceOffer } from '@/domain/model/checkout';
import { formatPrice } from '@/i18n/format';
// The product page's list (H1's module): the same choices, words and prices on both pages.
import { InsuranceList } from '../product/booking/insurance-list';
import { priceAdjustmentsMessages as m, REFUSAL_MESSAGES } from './price-adjustments-messages';
import summary from '@/components/booking/checkout-summary.module.css';
import controls from '@/components/ui/form-controls.module.css';
import { useTextTypedBeforeHydration } from '@/components/ui/use-text-typed-before-hydration';
import styles from './price-adjustments.module.css';

export interface PriceAdjustmentsProps {
  checkoutId: string;
  /** The stay's check-in; null for an activity voucher (no insurance to choose). */
  checkin: string | null;
  /** The stay's insurance offers (part 1 §2, §3); none when their call failed: the list is not shown. */
  insuranceOffers: readonly InsuranceOffer[];
  /** The checkout's cover; null: the included one. */
  insuranceId: string | null;
  promoCode: { code: string; reductionAmount: number } | null;
  giftcards: readonly CheckoutGiftCard[];
  /** What the visitor did to the server's HTML before this island's code arrived (it loads on intent: ./islands.tsx). */
  edits?: FormEdits | null;
}

/** The controls' names: how the island finds, in `edits`, what was chosen or typed before it arrived. */
export const PRICE_ADJUSTMENT_FIELDS = { insurance: 'insuranceOfferId', promoCode: 'promoCode', giftcardSerial: 'giftcardSerial' } as const;

/** A text typed into the server's HTML, if any. */
function typedText(edits: FormEdits | null, field: string): string {
  const value = edits?.values[field];
  return typeof value === 'string' ? value : '';
}

type Part = 'insurance' | 'promo' | 'giftcard';

/**
 * The booking step's insurance, promo code and gift cards (part 1 §3 Price: promoCodeReductionAmount,
 * giftcards with serialNumber and usedAmount, remainingAmountToPay; part 2 §3 Purchase insurance).
 * Each change goes to its BFF route; once the API has taken it the page is refreshed, so the
 * server-rendered price summary shows the new figures: the island keeps no price of its own.
 * A refusal is said beside its field, in the site's language.
 */
export function PriceAdjustments({ checkoutId, checkin, insuranceOffers, insuranceId, promoCode, giftcards, edits = null }: PriceAdjustmentsProps) {
  const intl = useIntl();
  const router = useRouter();
  const ids = useId();
  const [busy, setBusy] = useState<Part | null>(null);
  const [error, setError] = useState<{ part: Part; text: string } | null>(null);
  // The texts typed into the server's fields before the code arrived stay the visitor's entry.
  const [code, setCode] = useState(() => typedText(edits, PRICE_ADJUSTMENT_FIELDS.promoCode));
  const [serial, setSerial] = useState(() => typedText(edits, PRICE_ADJUSTMENT_FIELDS.giftcardSerial));
  // What was typed into the server's fields before hydration stays the visitor's entry.
  const typedCode = useTextTypedBeforeHydration(code, setCode);
  const typedSerial = useTextTypedBeforeHydration(serial, setSerial);
  // The cover being chosen shows at once; it holds until the refreshed checkout names its cover (or the change fails).
  // A cover ticked on the server's HTML before the code arrived is that change, sent once the island is here.
  const [pending, setPending] = useState<{ id: string; from: string | null } | null>(() => {
    const ticked = edits?.values[PRICE_ADJUSTMENT_FIELDS.insurance];
    return typeof ticked === 'string' && insuranceOffers.some((offer) => offer.id === ticked) ? { id: ticked, from: insuranceId } : null;
  });
  const tickedBeforeArrival = useRef(pending);
  // The included cover is the offer priced 0 when the checkout names none.
  const checkoutInsurance = insuranceId ?? insuranceOffers.find((offer) => offer.sellPrice === 0)?.id ?? null;
  const selectedInsurance = pending !== null && pending.from === insuranceId ? pending.id : checkoutInsurance;

  async function change(part: Part, send: () => Promise<CheckoutAdjustmentOutcome>, done?: () => void) {
    setBusy(part);
    setError(null);
    const outcome = await send();
    setBusy(null);
    if (outcome.kind === 'applied') {
      done?.();
      router.refresh();
      return;
    }
    setPending(null);
    const text =
      outcome.kind === 'refused'
        ? intl.formatMessage(REFUSAL_MESSAGES[outcome.reason])
        : intl.formatMessage(outcome.kind === 'expired' ? m.expired : outcome.kind === 'booked' ? m.booked : m.failed);
    setError({ part, text });
  }

  useEffect(() => {
    const ticked = tickedBeforeArrival.current;
    // Once (a ref, so a remount in development does not send it twice).
    tickedBeforeArrival.current = null;
    if (ticked === null) return;
    void change('insurance', () => postCheckoutAdjustment(checkoutInsuranceContract, { checkoutId, insuranceOfferId: ticked.id }));
    // Only the first render's tick: later choices go through chooseInsurance.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const chooseInsurance = (id: string) => {
    if (id === selectedInsurance || busy) return;
    setPending({ id, from: insuranceId });
    void change('insurance', () => postCheckoutAdjustment(checkoutInsuranceContract, { checkoutId, insuranceOfferId: id }));
  };
  const applyCode = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (typed === '' || busy) return;
    void change('promo', () => postCheckoutAdjustment(checkoutPromoCodeContract, { checkoutId, code: typed }), () => setCode(''));
  };
  const removeCode = () => void change('promo', () => postCheckoutAdjustment(checkoutPromoCodeContract, { checkoutId, code: null }));
  const applyCard = (event: FormEvent) => {
    event.preventDefault();
    const typed = serial.trim();
    if (typed === '' || busy) return;
    void change('giftcard', () => postCheckoutAdjustment(checkoutGiftCardContract, { checkoutId, action: 'apply', serialNumber: typed }), () => setSerial(''));
  };
  const removeCard = (serialNumber: string) => void change('giftcard', () => postCheckoutAdjustment(checkoutGiftCardContract, { checkoutId, action: 'remove', serialNumber }));

  const errorOf = (part: Part) =>
    error?.part === part ? (
      <p id={`${ids}-${part}-error`} className={controls.error} role="alert" data-testid={`adjustments-${part}-error`}>
        {error.text}
      </p>
    ) : null;
  const describedBy = (part: Part) => (error?.part === part ? `${ids}-${part}-error` : undefined);

  return (
    <div className={summary.card} data-testid="price-adjustments" aria-busy={busy !== null}>
      {insuranceOffers.length > 0 && checkin !== null ? (
        <div data-testid="adjustments-insurance">
          <InsuranceList offers={insuranceOffers} checkin={checkin} selectedId={selectedInsurance} onSelect={chooseInsurance} name={PRICE_ADJUSTMENT_FIELDS.insurance} />
          {errorOf('insurance')}
        </div>
      ) : null}

      <h2 className={summary.cardTitle}>{intl.formatMessage(m.title)}</h2>

      {promoCode ? (
        <div className={styles.applied} data-testid="adjustments-promo-applied">
          <p className={styles.row}>
            <span>{intl.formatMessage(m.promoApplied, { code: promoCode.code, amount: formatPrice(intl, promoCode.reductionAmount) })}</span>
            <Button variant="secondary" onClick={removeCode} disabled={busy !== null}>
              {intl.formatMessage(m.promoRemove)}
            </Button>
          </p>
          {errorOf('promo')}
        </div>
      ) : (
        <form className={styles.row} onSubmit={applyCode} data-testid="adjustments-promo">
          <div className={controls.field}>
            <label htmlFor={`${ids}-promo`} className={controls.label}>
              {intl.formatMessage(m.promoLabel)}
            </label>
            <input
              ref={typedCode}
              id={`${ids}-promo`}
              name={PRICE_ADJUSTMENT_FIELDS.promoCode}
              className={controls.input}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              maxLength={PROMO_CODE_MAX_LENGTH}
              autoComplete="off"
              autoCapitalize="characters"
              aria-invalid={error?.part === 'promo' ? true : undefined}
              aria-describedby={describedBy('promo')}
            />
          </div>
          <Button type="submit" variant="secondary" disabled={busy !== null || code.trim() === ''}>
            {intl.formatMessage(m.promoApply)}
          </Button>
          {errorOf('promo')}
        </form>
      )}

      {giftcards.length > 0 ? (
        <ul className={styles.applied} data-testid="adjustments-giftcards">
          {giftcards.map((card) => (
            <li key={card.serialNumber} data-testid="adjustments-giftcard">
              <span>{intl.formatMessage(m.giftcardUsed, { serial: card.serialNumber, amount: formatPrice(intl, card.usedAmount) })}</span>
              <Button variant="secondary" onClick={() => removeCard(card.serialNumber)} disabled={busy !== null} aria-label={intl.formatMessage(m.giftcardRemove, { serial: card.serialNumber })}>
                {intl.formatMessage(m.removeShort)}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <form className={styles.row} onSubmit={applyCard} data-testid="adjustments-giftcard-form">
        <div className={controls.field}>
          <label htmlFor={`${ids}-giftcard`} className={controls.label}>
            {intl.formatMessage(m.giftcardLabel)}
          </label>
          <input
            ref={typedSerial}
            id={`${ids}-giftcard`}
            name={PRICE_ADJUSTMENT_FIELDS.giftcardSerial}
            className={controls.input}
            value={serial}
            onChange={(event) => setSerial(event.target.value)}
            maxLength={GIFTCARD_SERIAL_MAX_LENGTH}
            autoComplete="off"
            aria-invalid={error?.part === 'giftcard' ? true : undefined}
            aria-describedby={describedBy('giftcard')}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={busy !== null || serial.trim() === ''}>
          {intl.formatMessage(m.giftcardApply)}
        </Button>
        {errorOf('giftcard')}
      </form>
    </div>
  );
}
