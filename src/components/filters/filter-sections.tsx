'use client';

import { useId } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { scoreLabelKey } from '@/domain/cards';
import {
  includeOffersAroundPatch,
  isDistanceActive,
  isFacilitySelected,
  isIncludeOffersAroundShown,
  isOptionDisabled,
  isStarOptionDisabled,
  toggleFacilityOption,
  toggleScore,
  toggleValue,
  type FilterId,
} from '@/domain/filters';
import type { KeyedFacet } from '@/domain/model/search';
import { DistanceSection } from './distance-section';
import { filterMessages as m } from './messages';
import { PriceSection } from './price-section';
import type { FilterPanels, FilterPanelsProps } from './use-filter-panels';
import type { SectionProps } from './section-props';
import styles from './filters.module.css';


function Checkbox({ label, count, checked, disabled, onToggle }: { label: string; count?: number; checked: boolean; disabled?: boolean; onToggle(): void }) {
  return (
    <label className={disabled ? styles.optionDisabled : styles.option}>
      <input type="checkbox" checked={checked} disabled={disabled} onChange={onToggle} />
      <span>{label}</span>
      {/* A separate space keeps the accessible name readable: 'Spa (3)', not 'Spa(3)'. */}
      {count !== undefined ? <>{' '}<span className={styles.count}>({count})</span></> : null}
    </label>
  );
}

function NoOptions() {
  const intl = useIntl();
  return <p className={styles.muted}>{intl.formatMessage(m.noOptions)}</p>;
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

/** A score option in the spec's words (part 1 §9: 7 Good … 9.5 Perfect, decimal comma), e.g. 'Very good 8+'. */
function scoreOptionText(intl: IntlShape, score: number): string {
  const key = scoreLabelKey(score, true);
  const shown = intl.formatNumber(score, { maximumFractionDigits: 1 });
  return key ? intl.formatMessage(m.scoreLabelled, { label: intl.formatMessage({ id: key }), score: shown }) : intl.formatMessage(m.scoreFrom, { score: shown });
}

function MoreFiltersSection({ panels }: SectionProps) {
  const intl = useIntl();
  const scoreLegend = useId();
  const facets = panels.facets;
  const { draft } = panels;
  const aroundShown = isIncludeOffersAroundShown(panels.context);
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
                    disabled={isOptionDisabled({ count: option.count, selected: draft.hotelScore === option.value })}
                    onClick={() => panels.edit({ hotelScore: toggleScore(draft.hotelScore, option.value) })}
                  >
                    {scoreOptionText(intl, option.value)} ({option.count})
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

export { FILTER_TITLES } from './filter-titles';
