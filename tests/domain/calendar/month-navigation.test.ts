import {
  availabilityMonthsPerLoad,
  CALENDAR_MONTHS_DESKTOP,
  clampFirstMonth,
  currentMonth,
  isNearBottom,
  latestCheckin,
  MAX_MONTHS_AHEAD,
  maxMonth,
  MOBILE_LOAD_THRESHOLD_PX,
  MOBILE_SCROLL_STEP_MONTHS,
  monthNavigation,
  needsMoreAvailability,
  nextAvailabilityLoad,
  nextScrollMonthCount,
  startPaging,
  type SiteClock,
} from '@/domain/calendar';

const clock: SiteClock = { today: '2026-03-02', minutesOfDay: 600 };

describe('month navigation', () => {
  it('the maximum month is one year ahead', () => {
    expect(MAX_MONTHS_AHEAD).toBe(12);
    expect(currentMonth(clock)).toBe('2026-03');
    expect(maxMonth(clock)).toBe('2027-03');
  });

  it('the last check-in is the last day of the maximum month', () => {
    expect(latestCheckin('2026-03-02')).toBe('2027-03-31');
    expect(latestCheckin('2027-02-28')).toBe('2028-02-29');
    expect(latestCheckin('2026-12-31')).toBe('2027-12-31');
  });

  it('previous is disabled at the current month', () => {
    const nav = monthNavigation('2026-03', CALENDAR_MONTHS_DESKTOP, clock);
    expect(nav.months).toEqual(['2026-03', '2026-04']);
    expect(nav.previous).toBeNull();
    expect(nav.next).toBe('2026-04');
    expect(monthNavigation('2026-04', 2, clock).previous).toBe('2026-03');
  });

  it('next is disabled once the maximum month shows', () => {
    expect(monthNavigation('2027-02', 2, clock)).toEqual({ months: ['2027-02', '2027-03'], previous: '2027-01', next: null });
    expect(monthNavigation('2027-01', 2, clock).next).toBe('2027-02');
    expect(monthNavigation('2027-03', 1, clock).next).toBeNull();
  });

  it('a start outside the window is clamped into it', () => {
    expect(clampFirstMonth('2025-12', 2, clock)).toBe('2026-03');
    expect(clampFirstMonth('2028-01', 2, clock)).toBe('2027-02');
    expect(monthNavigation('2020-01', 2, clock).months).toEqual(['2026-03', '2026-04']);
  });
});

describe('availability loading', () => {
  it('2 months per load on desktop, 3 (pull) or 4 on mobile', () => {
    expect(availabilityMonthsPerLoad('desktop', 'PULL')).toBe(2);
    expect(availabilityMonthsPerLoad('desktop', null)).toBe(2);
    expect(availabilityMonthsPerLoad('mobile', 'PULL')).toBe(3);
    expect(availabilityMonthsPerLoad('mobile', 'PUSH')).toBe(4);
    expect(availabilityMonthsPerLoad('mobile', null)).toBe(4);
  });

  it('moving forward loads further months, never past the maximum month', () => {
    let paging = startPaging(clock);
    expect(needsMoreAvailability(paging, '2026-04', clock)).toBe(true);
    const first = nextAvailabilityLoad(paging, 2, clock);
    expect(first.months).toEqual(['2026-03', '2026-04']);
    paging = first.paging;
    expect(needsMoreAvailability(paging, '2026-04', clock)).toBe(false);
    expect(needsMoreAvailability(paging, '2026-05', clock)).toBe(true);
    // Jump to the end: the last load stops at the maximum month.
    paging = { nextMonth: '2027-02' };
    const last = nextAvailabilityLoad(paging, 4, clock);
    expect(last.months).toEqual(['2027-02', '2027-03']);
    expect(needsMoreAvailability(last.paging, '2027-04', clock)).toBe(false);
    expect(nextAvailabilityLoad(last.paging, 4, clock).months).toEqual([]);
  });

  it('a guest or device change starts again from the current month', () => {
    expect(startPaging(clock)).toEqual({ nextMonth: '2026-03' });
  });
});

describe('mobile infinite scroll', () => {
  it('loads within 200 px of the bottom', () => {
    expect(MOBILE_LOAD_THRESHOLD_PX).toBe(200);
    expect(isNearBottom({ scrollTop: 800, clientHeight: 600, scrollHeight: 1600 })).toBe(true); // exactly 200 px left
    expect(isNearBottom({ scrollTop: 799, clientHeight: 600, scrollHeight: 1600 })).toBe(false); // 201 px left
    expect(isNearBottom({ scrollTop: 1000, clientHeight: 600, scrollHeight: 1600 })).toBe(true);
  });

  it('adds 3 months per step up to the maximum month (13 months in all)', () => {
    expect(MOBILE_SCROLL_STEP_MONTHS).toBe(3);
    expect(nextScrollMonthCount(3, clock)).toBe(6);
    expect(nextScrollMonthCount(12, clock)).toBe(13);
    expect(nextScrollMonthCount(13, clock)).toBe(13);
  });
});
