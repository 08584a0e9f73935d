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
  daySelectability,
  hasMinimumStays,
  isNearBottom,
  maxMonth,
  minimumStayHint,
  monthNavigation,
  monthOf,
  monthsBetween,
  nextScrollMonthCount,
  siteClockFor,
  visibleMonths,
  type CalendarAvailabilities,
  type DateSelection,
  type IsoDay,
  type NightsRange,
  type YearMonth,
} from '@/domain/calendar';
import type { Locale } from '@/domain/model/locale';
import { formatPrice } from '@/i18n/format';
import { calendarMessages as m, shortcutMessages } from './messages';
import { MonthGrid, type DayView } from './month-grid';
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
  /** Availability by day (product and hotel pages); null for the search box (every future day). */
  availabilities?: CalendarAvailabilities | null;
  checkoutNights?: NightsRange | null;
  /** Availabilities are being loaded: the overlay shows. */
  loading?: boolean;
  /** The last month on screen changed (the product page loads further availability from it). */
  onMonthsShown?(lastMonth: YearMonth): void;
}

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * The availability calendar (part 1 §2, §4, §9), shared by the search box, the product and the
 * hotel pages. Selectability comes from src/domain/calendar; this draws it: two months with previous
 * and next (previous disabled at the current month) or an endless list loading 3 more months within
 * 200 px of the bottom, popular-date shortcuts, the minimum-stay legend and hint, Clear and Validate.
 * Keyboard: arrows move between days (across months), Enter or Space picks.
 */
export function AvailabilityCalendar(props: AvailabilityCalendarProps) {
  const intl = useIntl();
  const clock = useMemo(() => siteClockFor(props.now, props.locale), [props.now, props.locale]);
  const availabilities = props.availabilities ?? null;
  const checkoutNights = props.checkoutNights ?? null;
  const start = props.selection.checkin && props.selection.checkin >= clock.today ? monthOf(props.selection.checkin) : currentMonth(clock);
  const [firstMonth, setFirstMonth] = useState<YearMonth>(start);
  const [shownCount, setShownCount] = useState(() => nextScrollMonthCount(0, clock));
  const [focusedDay, setFocusedDay] = useState<IsoDay>(props.selection.checkin ?? clock.today);
  const moveFocus = useRef(false);
  const container = useRef<HTMLDivElement>(null);

  const navigation = monthNavigation(firstMonth, CALENDAR_MONTHS_DESKTOP, clock);
  const months = props.layout === 'months' ? navigation.months : visibleMonths(currentMonth(clock), shownCount);
  const lastMonth = months[months.length - 1] ?? firstMonth;
  const { onMonthsShown } = props;
  useEffect(() => onMonthsShown?.(lastMonth), [lastMonth, onMonthsShown]);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    container.current?.querySelector<HTMLButtonElement>(`[data-day="${focusedDay}"]`)?.focus();
  }, [focusedDay, months.length, firstMonth]);

  const hint = minimumStayHint(props.selection, availabilities, checkoutNights);
  const dayView = (day: IsoDay): DayView => {
    const { checkin, checkout } = props.selection;
    const available = availabilities?.[day];
    return {
      day,
      selectable: daySelectability(day, { clock, selection: props.selection, availabilities, checkoutNights }).selectable,
      checkin: day === checkin,
      checkout: day === checkout,
      inRange: checkin !== null && checkout !== null && day > checkin && day < checkout,
      price: available && available.amount > 0 ? formatPrice(intl, available.amount) : null,
      hint: day === checkin && hint !== null ? intl.formatMessage(m.minimumStayHint, { nights: hint }) : null,
    };
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = KEY_STEPS[event.key];
    const target = event.target as HTMLElement;
    if (step === undefined || !target.dataset.day) return;
    event.preventDefault();
    const next = addDays(target.dataset.day, step);
    if (next < `${currentMonth(clock)}-01` || monthsBetween(monthOf(next), maxMonth(clock)) < 0) return;
    moveFocus.current = true;
    setFocusedDay(next);
    const month = monthOf(next);
    if (props.layout === 'months') {
      if (monthsBetween(firstMonth, month) < 0) setFirstMonth(month);
      else if (monthsBetween(firstMonth, month) >= CALENDAR_MONTHS_DESKTOP) setFirstMonth(addMonths(month, 1 - CALENDAR_MONTHS_DESKTOP));
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

  // The grid's one tab stop: the focused day when shown, else the first day on screen.
  const tabDay = months.includes(monthOf(focusedDay)) ? focusedDay : `${months[0] ?? firstMonth}-01`;
  const shortcuts = dateShortcuts(props.locale, clock);
  const shortDate = (day: IsoDay) => intl.formatDate(new Date(`${day}T12:00:00Z`), { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const showLegend = availabilities !== null && hasMinimumStays(Object.values(availabilities));

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
                {intl.formatMessage(shortcutMessages[shortcut.titleKey.replace('calendar.shortcut.', '') as keyof typeof shortcutMessages] ?? shortcutMessages.longWeekend)}
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
        {props.selection.checkin && !props.selection.checkout ? intl.formatMessage(m.selectCheckout) : ''}
      </p>
      <div
        ref={container}
        className={props.layout === 'months' ? styles.months : styles.scroller}
        onKeyDown={onKeyDown}
        onScroll={props.layout === 'scroll' ? onScroll : undefined}
        data-testid="calendar-months"
      >
        {months.map((month) => (
          <MonthGrid key={month} month={month} dayView={dayView} focusedDay={tabDay} onPick={(day) => {
            setFocusedDay(day);
            props.onPick(day);
          }} />
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
