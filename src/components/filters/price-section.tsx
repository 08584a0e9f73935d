'use client';

import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  orderHandles,
  parseTypedPrice,
  priceCriteriaFromHandles,
  priceHandleLabel,
  priceHandlesFromCriteria,
  priceSliderBounds,
  type Handles,
  type SliderBounds,
} from '@/domain/filters';
import type { SectionProps } from './section-props';
import { filterMessages as m } from './messages';
import { RangeSlider } from './range-slider';
import { useSliderHandles } from './use-slider-handles';
import styles from './filters.module.css';

interface PriceFieldProps {
  label: string;
  /** The handle's value as shown when the field is not being typed in ('250+' at the cap). */
  shown: string;
  bounds: SliderBounds;
  /** A typed value (first digit group, capped), or null when the field holds no digit. */
  onTyped(value: number | null): void;
  onBlur(): void;
  testId: string;
}

/**
 * A typed price (part 1 §5): only the first digit group counts and it is capped, so the field shows
 * that cleaned value while the visitor types; it shows the handle again once left.
 */
function PriceField({ label, shown, bounds, onTyped, onBlur, testId }: PriceFieldProps) {
  const [typing, setTyping] = useState<string | null>(null);
  return (
    <label className={styles.field}>
      <span>{label}</span>
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={typing ?? shown}
        onChange={(event) => {
          const value = parseTypedPrice(event.target.value, bounds);
          setTyping(value === null ? '' : String(value));
          onTyped(value);
        }}
        onBlur={() => {
          setTyping(null);
          onBlur();
        }}
        data-testid={testId}
      />
    </label>
  );
}

/**
 * The price filter (part 1 §5, §9): two handles in whole currency units, the criteria in cents;
 * 9 or below is no minimum, 250 reads '250+' and is no maximum; the activity flow starts at 1.
 */
export function PriceSection({ panels, props }: SectionProps) {
  const intl = useIntl();
  const bounds = priceSliderBounds(props.flow);
  const { priceMin, priceMax } = panels.draft;
  const [handles, setHandles] = useSliderHandles(priceHandlesFromCriteria({ priceMin, priceMax }, props.flow), (moved) => {
    const criteria = priceCriteriaFromHandles(moved, props.flow);
    return criteria.priceMin === priceMin && criteria.priceMax === priceMax;
  });
  const change = (next: Handles) => {
    setHandles(next);
    panels.edit(priceCriteriaFromHandles(next, props.flow));
  };
  const order = () => {
    const ordered = orderHandles(handles);
    if (ordered[0] !== handles[0]) change(ordered);
  };
  const money = (value: number) => {
    const label = priceHandleLabel(value);
    const amount = intl.formatNumber(label.value, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
    return label.plus ? intl.formatMessage(m.priceMaxOpen, { amount }) : amount;
  };
  const upper = priceHandleLabel(handles[1]);
  return (
    <div className={styles.section} data-testid="filter-price">
      <RangeSlider bounds={bounds} handles={handles} onChange={change} labels={{ min: intl.formatMessage(m.priceMin), max: intl.formatMessage(m.priceMax) }} valueText={money} />
      <div className={styles.inputs}>
        <PriceField
          label={intl.formatMessage(m.priceMin)}
          shown={String(handles[0])}
          bounds={bounds}
          // An emptied field is no limit on that side.
          onTyped={(value) => change([value ?? bounds.min, handles[1]])}
          onBlur={order}
          testId="price-min"
        />
        <PriceField
          label={intl.formatMessage(m.priceMax)}
          shown={upper.plus ? `${upper.value}+` : String(upper.value)}
          bounds={bounds}
          onTyped={(value) => change([handles[0], value ?? bounds.max])}
          onBlur={order}
          testId="price-max"
        />
      </div>
    </div>
  );
}
