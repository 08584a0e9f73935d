'use client';

import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type UIEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  CALENDAR_MONTHS_DESKTOP,
  addDays,
  addMonths,
  canValidate,
  currentMonth,
  dateShortcuts,
  dayOfWeek,
  daySelectability,
  giftDayStatus,
  hasMinimumStays,
  isNearBottom,
  maxMonth,
  minimumStayHint,
  minimumStayNightPrice,
  monthNavigation,
  monthOf,
  monthsBetween,
  nextScrollMonthCount,
  nightsOf,
  siteClockFor,
  supplementAmount,
  visibleMonths,
  type CalendarAvailabilities,
  type DateSelection,
  type IsoDay,
  type NightsRange,
  type YearMonth,
} from '@/domain/calendar';
import type { Locale } from '@/domain/model/locale';
import { formatPrice } from '@/i18n/format';
import { useDatedPeriods } from './dated-periods';
import { calendarMessages as m, shortcutMessages } from './messages';
import { MonthGrid, type DayView } from './month-grid';
import { useCheckoutNights, type CheckoutNightsLoader } from './use-checkout-nights';
import styles from './calendar.module.css';

export interface AvailabilityCalendarProps {
  locale: Locale;
  selection: DateSelection;
  onPick(day: IsoDay): void;
  /** A popular-date shortcut was chosen: both dates at once. */
  onApply(dates: DateSelection): void;
  onClear(): void;
  onValidate(): void;
  /** months: two months with arrows (desktop dropdown); scroll: an endless list (mobile modal). */
  layout: 'months' | 'scroll';
  /** The request's or the browser's clock; selectability follows the site's time zone. */
  now: Date;
  /** Availability by day (product and hotel pages); null or absent for the search box (every future day). */
  availabilities?: CalendarAvailabilities | null;
  /** A checkout-nights range known by the caller; ignored when `loadCheckoutNights` is given. */
  checkoutNights?: NightsRange | null;
  /**
   * The checkout-nights call for a check-in (product and hotel pages): asked when a check-in is
   * picked; while it runs, or when it fails (rejects), the range is cleared silently (part 1 §8).
   */
  loadCheckoutNights?: CheckoutNightsLoader;
  /** Gift value in cents (gift redemption): days read Included or +supplement (part 1 §4). */
  giftValue?: number | null;
  /** Nights already fixed (gift nights): check-in days with a longer minimum stay are skipped. */
  stayLength?: number | null;
  /** Availabilities are being loaded: the overlay shows. */
  loading?: boolean;
  /** The last month on screen changed (the product page loads further availability from it). */
  onMonthsShown?(lastMonth: YearMonth): void;
  /** Move the focus to the grid's day on mount (the calendar was just opened). */
  autoFocus?: boolean;
  /** Months side by side in the 'months' layout: 2 (desktop dropdown, default) or 1 (the product page's mobile drawer, part 1 §9). */
  monthsPerView?: number;
}

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/** Where a navigation key moves the focus from `day` (null: not a navigation key). */
function keyTarget(key: string, day: IsoDay): IsoDay | null {
  const step = KEY_STEPS[key];
  if (step !== undefined) return addDays(day, step);
  // Weeks start on Monday (the grid's first column).
  const column = (dayOfWeek(day) + 6) % 7;
  if (key === 'Home') return addDays(day, -column);
  if (key === 'End') return addDays(day, 6 - column);
  if (key === 'PageUp' || key === 'PageDown') {
    const month = addMonths(monthOf(day), key === 'PageUp' ? -1 : 1);
    const lastOfMonth = addDays(`${addMonths(month, 1)}-01`, -1);
    const sameDate = `${month}-${day.slice(8)}`;
    return sameDate > lastOfMonth ? lastOfMonth : sameDate;
  }
  return null;
}

/**
 * The availability calendar (part 1 §2, §4, §9), shared by the search box, the product and the
 * hotel pages. Selectability comes from src/domain/calendar; this draws it: two months with previous
 * and next (previous disabled at the current month) or an endless list loading 3 more months within
 * 200 px of the bottom, popular-date shortcuts, the minimum-stay legend and hint, Clear and Validate.
 * Keyboard: arrows move between days (across months), Home/End to the week's ends, Page Up/Down by
 * month, Enter or Space picks (the days are buttons).
 */
export function AvailabilityCalendar(props: AvailabilityCalendarProps) {
  const intl = useIntl();
  const clock = useMemo(() => siteClockFor(props.now, props.locale), [props.now, props.locale]);
  const availabilities = props.availabilities ?? null;
  const loaded = useCheckoutNights(props.selection, props.loadCheckoutNights);
  const checkoutNights = props.loadCheckoutNights ? loaded.range : (props.checkoutNights ?? null);
  const giftValue = props.giftValue ?? null;
  const checkinMonth = props.selection.checkin && props.selection.checkin >= clock.today ? monthOf(props.selection.checkin) : null;
  const [firstMonth, setFirstMonth] = useState<YearMonth>(checkinMonth ?? currentMonth(clock));
  // The mobile list starts at the current month and reaches at least the check-in's month.
  const [shownCount, setShownCount] = useState(() => {
    let count = nextScrollMonthCount(0, clock);
    while (checkinMonth && monthsBetween(currentMonth(clock), checkinMonth) >= count) count = nextScrollMonthCount(count, clock);
    return count;
  });
  const [focusedDay, setFocusedDay] = useState<IsoDay>(props.selection.checkin ?? clock.today);
  const moveFocus = useRef(props.autoFocus === true);
  const container = useRef<HTMLDivElement>(null);

  const monthsPerView = props.monthsPerView ?? CALENDAR_MONTHS_DESKTOP;
  const navigation = monthNavigation(firstMonth, monthsPerView, clock);
  const months = props.layout === 'months' ? navigation.months : visibleMonths(currentMonth(clock), shownCount);
  const lastMonth = months[months.length - 1] ?? firstMonth;
  const { onMonthsShown } = props;
  useEffect(() => onMonthsShown?.(lastMonth), [lastMonth, onMonthsShown]);

  // The grid's one tab stop: the focused day when shown, else the first day on screen.
  const tabDay = months.includes(monthOf(focusedDay)) ? focusedDay : `${months[0] ?? firstMonth}-01`;
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    container.current?.querySelector<HTMLButtonElement>(`[data-day="${tabDay}"]`)?.focus();
  }, [tabDay, months.length]);

  const hint = minimumStayHint(props.selection, availabilities, checkoutNights);
  const dayView = (day: IsoDay): DayView => {
    const { checkin, checkout } = props.selection;
    const available = availabilities?.[day];
    const giftStatus = giftValue !== null ? giftDayStatus(available, giftValue) : null;
    const status = giftStatus === 'notAvailable' ? null : giftStatus;
    let price: string | null = null;
    if (status === 'included') price = intl.formatMessage(m.included);
    else if (status === 'supplement' && available) price = intl.formatMessage(m.supplement, { amount: formatPrice(intl, supplementAmount(available, giftValue ?? 0)) });
    // A day's price is per night of its minimum stay (part 1 §9), in whole units: back to cents to format.
    else if (available && available.amount > 0) price = formatPrice(intl, minimumStayNightPrice(available) * 100);
    return {
      day,
      selectable: daySelectability(day, { clock, selection: props.selection, availabilities, checkoutNights, stayLength: props.stayLength }).selectable,
      checkin: day === checkin,
      checkout: day === checkout,
      inRange: checkin !== null && checkout !== null && day > checkin && day < checkout,
      price,
      status,
      hint: day === checkin && hint !== null ? intl.formatMessage(m.minimumStayHint, { nights: hint }) : null,
    };
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const from = target.dataset.day;
    if (!from) return;
    const next = keyTarget(event.key, from);
    if (next === null) return;
    event.preventDefault();
    if (next < `${currentMonth(clock)}-01` || monthsBetween(monthOf(next), maxMonth(clock)) < 0) return;
    moveFocus.current = true;
    setFocusedDay(next);
    const month = monthOf(next);
    if (props.layout === 'months') {
      if (monthsBetween(firstMonth, month) < 0) setFirstMonth(month);
      else if (monthsBetween(firstMonth, month) >= monthsPerView) setFirstMonth(addMonths(month, 1 - monthsPerView));
    } else if (monthsBetween(lastMonth, month) > 0) {
      setShownCount((count) => nextScrollMonthCount(count, clock));
    }
  };

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const box = event.currentTarget;
    if (isNearBottom({ scrollTop: box.scrollTop, clientHeight: box.clientHeight, scrollHeight: box.scrollHeight })) {
      setShownCount((count) => nextScrollMonthCount(count, clock));
    }
  };

  const datedPeriods = useDatedPeriods();
  const shortcuts = dateShortcuts(props.locale, clock, datedPeriods);
  const shortDate = (day: IsoDay) => intl.formatDate(new Date(`${day}T12:00:00Z`), { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const showLegend = availabilities !== null && hasMinimumStays(Object.values(availabilities));
  const waitingForCheckout = props.selection.checkin !== null && props.selection.checkout === null;
  const nights = nightsOf(props.selection);

  return (
    <div className={styles.calendar} data-testid="availability-calendar" data-layout={props.layout}>
      {shortcuts.length > 0 ? (
        <div className={styles.shortcuts} role="group" aria-label={intl.formatMessage(m.shortcuts)} data-testid="date-shortcuts">
          {shortcuts.map((shortcut) => (
            <button
              key={shortcut.id}
              type="button"
              className={styles.shortcut}
              onClick={() => props.onApply({ checkin: shortcut.checkin, checkout: shortcut.checkout })}
              data-shortcut={shortcut.id}
            >
              <span className={styles.shortcutTitle}>
                {shortcut.title ?? intl.formatMessage(shortcutMessages[shortcut.titleKey.replace('calendar.shortcut.', '') as keyof typeof shortcutMessages] ?? shortcutMessages.longWeekend)}
              </span>
              <span className={styles.shortcutDates}>{intl.formatMessage(m.range, { checkin: shortDate(shortcut.checkin), checkout: shortDate(shortcut.checkout) })}</span>
            </button>
          ))}
        </div>
      ) : null}
      {props.layout === 'months' ? (
        <div className={styles.navigation}>
          <button type="button" className={styles.arrow} onClick={() => navigation.previous && setFirstMonth(navigation.previous)} disabled={navigation.previous === null} aria-label={intl.formatMessage(m.previousMonth)}>
            ‹
          </button>
          <button type="button" className={styles.arrow} onClick={() => navigation.next && setFirstMonth(navigation.next)} disabled={navigation.next === null} aria-label={intl.formatMessage(m.nextMonth)}>
            ›
          </button>
        </div>
      ) : null}
      <p className={styles.status} aria-live="polite">
        {waitingForCheckout ? intl.formatMessage(m.selectCheckout) : null}
        {/* The stay's length once complete, announced like the prompt before it. */}
        {nights !== null ? intl.formatMessage(m.nights, { nights }) : null}
      </p>
      <div
        ref={container}
        className={props.layout === 'months' ? styles.months : styles.scroller}
        onKeyDown={onKeyDown}
        onScroll={props.layout === 'scroll' ? onScroll : undefined}
        aria-busy={props.loading === true || (waitingForCheckout && loaded.loading)}
        // The grid has as many columns as months in view: one month (the product page's mobile drawer) takes the whole width.
        data-months={props.layout === 'months' ? monthsPerView : undefined}
        data-testid="calendar-months"
      >
        {months.map((month) => (
          <MonthGrid
            key={month}
            month={month}
            dayView={dayView}
            focusedDay={tabDay}
            onPick={(day) => {
              setFocusedDay(day);
              props.onPick(day);
            }}
          />
        ))}
        {props.loading ? (
          <div className={styles.loading} role="status">
            {intl.formatMessage(m.loading)}
          </div>
        ) : null}
      </div>
      {showLegend ? <p className={styles.legend}>{intl.formatMessage(m.minimumStayLegend)}</p> : null}
      <div className={styles.footer}>
        <button type="button" className={styles.clear} onClick={props.onClear} disabled={props.selection.checkin === null}>
          {intl.formatMessage(m.clear)}
        </button>
        <button type="button" className={styles.validate} onClick={props.onValidate} disabled={!canValidate(props.selection)} data-testid="calendar-validate">
          {intl.formatMessage(m.validate)}
        </button>
      </div>
    </div>
  );
}
