'use client';

import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { GiftFormatChoice } from './format-types';
import { PHYSICAL_DELIVERY_WORKING_DAYS } from '@/domain/product/gift-terms';
import { formatPrice } from '@/i18n/format';
import { giftOfferMessages as m } from './messages';
import controls from '@/components/ui/form-controls.module.css';

/**
 * Digital or physical (part 1 §4): physical hidden without a physical version, disabled with
 * 'Victim of its success…' when the flag is off or the shipping costs failed, and not choosable
 * until its delivery fee is known (a format cannot be sold at an unknown price).
 */
export function FormatChoice({ format }: { format: GiftFormatChoice }) {
  const intl = useIntl();
  const id = useId();
  const { physical, physicalFee } = format;
  if (physical.kind === 'notOffered') return null;
  const sellable = physical.kind === 'available' && physicalFee !== undefined;
  const hintId = `${id}-physical-hint`;
  const hint =
    physical.kind === 'disabled'
      ? intl.formatMessage(m.physicalUnavailable)
      : physicalFee === undefined
        ? intl.formatMessage(m.physicalChecking)
        : `${physicalFee.kind === 'free' ? intl.formatMessage(m.freeDelivery) : intl.formatMessage(m.deliveryFee, { amount: formatPrice(intl, physicalFee.amount) })} · ${intl.formatMessage(m.deliveryDays, PHYSICAL_DELIVERY_WORKING_DAYS)}`;
  const value = sellable ? format.value : 'digital';
  return (
    <fieldset className={controls.group} data-testid="gift-format">
      <legend className={controls.legend}>{intl.formatMessage(m.formatLegend)}</legend>
      <label className={controls.choice}>
        <input type="radio" name={`${id}-format`} value="digital" checked={value === 'digital'} onChange={() => format.onChange('digital')} />
        <span className={controls.choiceText}>
          <span className={controls.choiceName}>{intl.formatMessage(m.formatDigital)}</span>
          <span className={controls.hint}>{intl.formatMessage(m.formatDigitalHint)}</span>
        </span>
      </label>
      <label className={controls.choice} data-disabled={sellable ? undefined : 'true'}>
        <input
          type="radio"
          name={`${id}-format`}
          value="physical"
          checked={value === 'physical'}
          disabled={!sellable}
          aria-describedby={hintId}
          onChange={() => format.onChange('physical')}
        />
        <span className={controls.choiceText}>
          <span className={controls.choiceName}>{intl.formatMessage(m.formatPhysical)}</span>
          <span className={controls.hint} id={hintId} data-testid="physical-hint">
            {hint}
          </span>
        </span>
      </label>
    </fieldset>
  );
}
