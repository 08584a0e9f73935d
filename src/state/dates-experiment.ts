import type { SearchFlow } from '@/domain/search/search-flow';
import type { StayDates } from './hash/stay-dates';

/**
 * The dates experiment (part 1 §4): a visitor in the forced variant without dates, or in the
 * suggested variant who has not dismissed the suggestion, gets the dates prompt instead of a
 * search. Which variant a visitor has comes from the experimentation service; this only decides.
 */

export type DatesExperimentVariant = 'off' | 'forced' | 'suggested';
export type SearchStart = 'search' | 'promptDates';

/** Gift and activity searches take no dates, so the experiment never stops them. */
export function flowSearchesDates(flow: SearchFlow): boolean {
  return flow !== 'gifting' && flow !== 'activity';
}

/** Dates are complete when a check-in comes with a checkout or a number of nights. */
export function hasStayDates(dates: StayDates): boolean {
  return dates.checkin !== undefined && (dates.checkout !== undefined || dates.night !== undefined);
}

export function datesExperimentStart(input: {
  variant: DatesExperimentVariant;
  flow: SearchFlow;
  dates: StayDates;
  /** The visitor closed the suggested-dates prompt. */
  suggestionDismissed: boolean;
}): SearchStart {
  if (!flowSearchesDates(input.flow) || hasStayDates(input.dates)) return 'search';
  if (input.variant === 'forced') return 'promptDates';
  if (input.variant === 'suggested' && !input.suggestionDismissed) return 'promptDates';
  return 'search';
}
