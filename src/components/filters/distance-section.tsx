'use client';

import { useId } from 'react';
import { useIntl } from 'react-intl';
import { DISTANCE_OPTIONS_KM, distanceCriteriaForOption, distanceOptionOf } from '@/domain/filters/distance-slider';
import { distanceRadiusLabel } from '@/domain/search';
import type { SectionProps } from './section-props';
import { filterMessages as m, radiusLabelMessages } from './messages';
import styles from './filters.module.css';

/**
 * The distance filter (part 2 §9: 100, 200 or 300 km, default 200): three radio buttons, the
 * slider's stops (src/domain/filters/distance-slider.ts). Three values read and pick faster as
 * buttons than as a slider, and arrows, Tab and Space work as in any radio group. A URL distance that
 * is not an option (a map area) checks none; picking one replaces it.
 */
export function DistanceSection({ panels, props }: SectionProps) {
  const intl = useIntl();
  const legend = useId();
  const { distanceMin, distanceMax } = panels.draft;
  const chosen = distanceOptionOf({ distanceMin, distanceMax });
  const label = distanceMax !== undefined ? distanceRadiusLabel({ distanceMax, cityLabel: props.cityLabel ?? null }) : null;
  return (
    <div className={styles.section} data-testid="filter-distance">
      <fieldset className={styles.distanceOptions} aria-labelledby={legend}>
        <legend id={legend} className="visually-hidden">
          {intl.formatMessage(m.distanceOptions)}
        </legend>
        {DISTANCE_OPTIONS_KM.map((km) => (
          <label key={km} className={styles.distanceOption}>
            <input type="radio" name={`${legend}-km`} value={km} checked={chosen === km} onChange={() => panels.edit(distanceCriteriaForOption(km))} />
            <span>{intl.formatMessage(m.kilometres, { km })}</span>
          </label>
        ))}
      </fieldset>
      {label ? (
        <p className={styles.muted} aria-live="polite" data-testid="distance-label">
          {label.key === 'search.distance.lessThanTwoHours' ? intl.formatMessage(radiusLabelMessages.lessThanTwoHours) : intl.formatMessage(radiusLabelMessages.lessThanKmFromCity, label.values)}
        </p>
      ) : null}
    </div>
  );
}
