'use client';

import { useId } from 'react';
import { useIntl } from 'react-intl';
import {
  DISTANCE_SLIDER_BOUNDS,
  distanceCriteriaFromHandles,
  distanceHandlesFromCriteria,
  includeOffersAroundPatch,
  isDistanceActive,
  isFacilitySelected,
  isIncludeOffersAroundShown,
  isOptionDisabled,
  isStarOptionDisabled,
  parseTypedPrice,
  priceCriteriaFromHandles,
  priceHandleLabel,
  priceHandlesFromCriteria,
  priceSliderBounds,
  toggleFacilityOption,
  toggleScore,
  toggleValue,
  type FilterId,
  type Handles,
} from '@/domain/filters';
import type { KeyedFacet } from '@/domain/model/search';
import { distanceRadiusLabel } from '@/domain/search';
import { filterMessages as m } from './messages';
import { RangeSlider } from './range-slider';
import type { FilterPanels, FilterPanelsProps } from './use-filter-panels';
import styles from './filters.module.css';

interface SectionProps {
  panels: FilterPanels;
  props: FilterPanelsProps;
}

function Checkbox({ label, count, checked, disabled, onToggle }: { label: string; count?: number; checked: boolean; disabled?: boolean; onToggle(): void }) {
  return (
    <label className={disabled ? styles.optionDisabled : styles.option}>
      <input type="checkbox" checked={checked} disabled={disabled} onChange={onToggle} />
      <span>{label}</span>
      {count !== undefined ? <span className={styles.count}>({count})</span> : null}
    </label>
  );
}

function NoOptions() {
  const intl = useIntl();
  return <p className={styles.muted}>{intl.formatMessage(m.noOptions)}</p>;
}

function PriceSection({ panels, props }: SectionProps) {
  const intl = useIntl();
  const bounds = priceSliderBounds(props.flow);
  const handles = priceHandlesFromCriteria(panels.draft, props.flow);
  const change = (next: Handles) => panels.edit(priceCriteriaFromHandles(next, props.flow));
  const euros = (value: number) => {
    const label = priceHandleLabel(value);
    const amount = intl.formatNumber(label.value, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
    return label.plus ? intl.formatMessage(m.priceMaxOpen, { amount }) : amount;
  };
  const typed = (index: 0 | 1) => (text: string) => {
    const value = parseTypedPrice(text, bounds) ?? (index === 0 ? bounds.min : bounds.max);
    change(index === 0 ? [value, handles[1]] : [handles[0], value]);
  };
  return (
    <div className={styles.section} data-testid="filter-price">
      <RangeSlider bounds={bounds} handles={handles} onChange={change} labels={{ min: intl.formatMessage(m.priceMin), max: intl.formatMessage(m.priceMax) }} valueText={euros} />
      <div className={styles.inputs}>
        <label className={styles.field}>
          <span>{intl.formatMessage(m.priceMin)}</span>
          <input type="text" inputMode="numeric" value={String(handles[0])} onChange={(event) => typed(0)(event.target.value)} data-testid="price-min" />
        </label>
        <label className={styles.field}>
          <span>{intl.formatMessage(m.priceMax)}</span>
          <input
            type="text"
            inputMode="numeric"
            value={priceHandleLabel(handles[1]).plus ? `${handles[1]}+` : String(handles[1])}
            onChange={(event) => typed(1)(event.target.value)}
            data-testid="price-max"
          />
        </label>
      </div>
    </div>
  );
}

function DistanceSection({ panels, props }: SectionProps) {
  const intl = useIntl();
  const handles = distanceHandlesFromCriteria(panels.draft, panels.hasCity);
  const km = (value: number) => intl.formatMessage(m.kilometres, { km: value });
  const label = props.cityLabel ? distanceRadiusLabel({ distanceMax: handles[1], cityLabel: props.cityLabel }) : null;
  return (
    <div className={styles.section} data-testid="filter-distance">
      <RangeSlider
        bounds={DISTANCE_SLIDER_BOUNDS}
        handles={handles}
        onChange={(next) => panels.edit(distanceCriteriaFromHandles(next))}
        labels={{ min: intl.formatMessage(m.distanceMin), max: intl.formatMessage(m.distanceMax) }}
        valueText={km}
      />
      <p className={styles.muted}>
        {label?.key === 'search.distance.lessThanKmFromCity'
          ? intl.formatMessage({ id: 'search.distance.lessThanKmFromCity' }, label.values)
          : `${km(handles[0])} – ${km(handles[1])}`}
      </p>
    </div>
  );
}

function ActivitiesSection({ panels }: SectionProps) {
  const groups = panels.facets?.activities ?? [];
  if (groups.length === 0) return <NoOptions />;
  return (
    <div className={styles.section} data-testid="filter-activities">
      {groups.map((group) => (
        <fieldset key={group.name} className={styles.group}>
          <legend>{group.name}</legend>
          {group.activities.map((activity) => {
            const checked = (panels.draft.tags ?? []).includes(activity.id);
            return (
              <Checkbox
                key={activity.id}
                label={activity.name}
                count={activity.count}
                checked={checked}
                disabled={isOptionDisabled({ count: activity.count, selected: checked })}
                onToggle={() => panels.edit({ tags: toggleValue(panels.draft.tags, activity.id) })}
              />
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}

function FacilitiesSection({ panels }: SectionProps) {
  const options = panels.facets?.facilities ?? [];
  if (options.length === 0) return <NoOptions />;
  return (
    <div className={styles.section} data-testid="filter-facilities">
      {options.map((option) => {
        const checked = isFacilitySelected(panels.draft, option);
        return (
          <Checkbox
            key={`${option.name}-${option.value}`}
            label={option.label}
            count={option.count}
            checked={checked}
            disabled={isOptionDisabled({ count: option.count, selected: checked })}
            onToggle={() => panels.edit(toggleFacilityOption(panels.draft, option))}
          />
        );
      })}
    </div>
  );
}

function KeyedGroup({ legend, options, selected, onToggle }: { legend: string; options: KeyedFacet[]; selected: readonly string[]; onToggle(key: string): void }) {
  if (options.length === 0) return null;
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      {options.map((option) => {
        const checked = selected.includes(option.key);
        return (
          <Checkbox
            key={option.key}
            label={option.label}
            count={option.count}
            checked={checked}
            disabled={isOptionDisabled({ count: option.count, selected: checked })}
            onToggle={() => onToggle(option.key)}
          />
        );
      })}
    </fieldset>
  );
}

function MoreFiltersSection({ panels, props }: SectionProps) {
  const intl = useIntl();
  const scoreLegend = useId();
  const facets = panels.facets;
  const { draft } = panels;
  const aroundShown = isIncludeOffersAroundShown({ flow: props.flow, hasCity: panels.hasCity, hasPosition: false });
  return (
    <div className={styles.section} data-testid="filter-more">
      {aroundShown ? (
        <label className={styles.toggle}>
          <input type="checkbox" role="switch" checked={isDistanceActive(draft)} onChange={(event) => panels.edit(includeOffersAroundPatch(event.target.checked))} />
          <span>{intl.formatMessage(m.includeAround)}</span>
        </label>
      ) : null}
      {facets ? (
        <>
          <KeyedGroup legend={intl.formatMessage(m.hotelTypes)} options={facets.hotelTypes} selected={draft.hotelTypes ?? []} onToggle={(key) => panels.edit({ hotelTypes: toggleValue(draft.hotelTypes, key) })} />
          <KeyedGroup
            legend={intl.formatMessage(m.hotelEnvironments)}
            options={facets.hotelEnvironments}
            selected={draft.hotelEnvironments ?? []}
            onToggle={(key) => panels.edit({ hotelEnvironments: toggleValue(draft.hotelEnvironments, key) })}
          />
          <KeyedGroup legend={intl.formatMessage(m.hotelStyles)} options={facets.hotelStyles} selected={draft.hotelStyles ?? []} onToggle={(key) => panels.edit({ hotelStyles: toggleValue(draft.hotelStyles, key) })} />
          {facets.stars.length > 0 ? (
            <fieldset className={styles.group}>
              <legend>{intl.formatMessage(m.stars)}</legend>
              {facets.stars.map((option) => {
                const stars = Number(option.key);
                const checked = (draft.stars ?? []).includes(stars);
                return (
                  <Checkbox
                    key={option.key}
                    label={intl.formatMessage(m.starsOption, { stars })}
                    count={option.count}
                    checked={checked}
                    disabled={!checked && isStarOptionDisabled({ count: option.count, barDisabled: false })}
                    onToggle={() => panels.edit({ stars: toggleValue(draft.stars, stars) })}
                  />
                );
              })}
            </fieldset>
          ) : null}
          {facets.hotelScores.length > 0 ? (
            <div className={styles.group} role="group" aria-labelledby={scoreLegend}>
              <p id={scoreLegend} className={styles.legend}>
                {intl.formatMessage(m.score)}
              </p>
              <div className={styles.scores}>
                {facets.hotelScores.map((option) => (
                  <button
                    key={option.value}
                    type="button"
                    className={styles.scoreButton}
                    aria-pressed={draft.hotelScore === option.value}
                    disabled={option.count === 0 && draft.hotelScore !== option.value}
                    onClick={() => panels.edit({ hotelScore: toggleScore(draft.hotelScore, option.value) })}
                  >
                    {option.label} ({option.count})
                  </button>
                ))}
              </div>
            </div>
          ) : null}
        </>
      ) : (
        <NoOptions />
      )}
    </div>
  );
}

const SECTIONS: Record<FilterId, (props: SectionProps) => React.ReactNode> = {
  activities: ActivitiesSection,
  price: PriceSection,
  distance: DistanceSection,
  facilities: FacilitiesSection,
  moreFilters: MoreFiltersSection,
};

/** The controls of one dropdown; the same in the desktop popover and the mobile modal. */
export function FilterSection({ id, panels, props }: SectionProps & { id: FilterId }) {
  const Section = SECTIONS[id];
  return <Section panels={panels} props={props} />;
}

/** Dropdown titles by filter id. */
export const FILTER_TITLES = {
  activities: m.activities,
  price: m.price,
  distance: m.distance,
  facilities: m.facilities,
  moreFilters: m.moreFilters,
} as const;
