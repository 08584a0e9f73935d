'use client';

import { useIntl } from 'react-intl';
import { DISTANCE_SLIDER_BOUNDS, distanceCriteriaFromHandles, distanceHandlesFromCriteria, type Handles } from '@/domain/filters';
import { distanceRadiusLabel } from '@/domain/search';
import type { SectionProps } from './filter-sections';
import { filterMessages as m, radiusLabelMessages } from './messages';
import { RangeSlider } from './range-slider';
import { useSliderHandles } from './use-slider-handles';
import styles from './filters.module.css';

/**
 * The distance filter (part 1 §4, §5): a two-handle slider clamped to its bounds; untouched it
 * shows the default ring of the context (with or without a city) and filters nothing.
 */
export function DistanceSection({ panels, props }: SectionProps) {
  const intl = useIntl();
  const { distanceMin, distanceMax } = panels.draft;
  const [handles, setHandles] = useSliderHandles(distanceHandlesFromCriteria({ distanceMin, distanceMax }, panels.hasCity), (moved) => {
    const criteria = distanceCriteriaFromHandles(moved);
    return criteria.distanceMin === distanceMin && criteria.distanceMax === distanceMax;
  });
  const change = (next: Handles) => {
    setHandles(next);
    panels.edit(distanceCriteriaFromHandles(next));
  };
  const km = (value: number) => intl.formatMessage(m.kilometres, { km: value });
  const upper = Math.max(handles[0], handles[1]);
  const label = distanceRadiusLabel({ distanceMax: upper, cityLabel: props.cityLabel ?? null });
  return (
    <div className={styles.section} data-testid="filter-distance">
      <RangeSlider
        bounds={DISTANCE_SLIDER_BOUNDS}
        handles={handles}
        onChange={change}
        labels={{ min: intl.formatMessage(m.distanceMin), max: intl.formatMessage(m.distanceMax) }}
        valueText={km}
      />
      <p className={styles.muted} aria-live="polite" data-testid="distance-label">
        {label ? (label.key === 'search.distance.lessThanTwoHours' ? intl.formatMessage(radiusLabelMessages.lessThanTwoHours) : intl.formatMessage(radiusLabelMessages.lessThanKmFromCity, label.values)) : `${km(Math.min(handles[0], handles[1]))} – ${km(upper)}`}
      </p>
    </div>
  );
}
