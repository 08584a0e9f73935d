/**
 * Pagination of the results (part 2 §4, §9): under 10 pages every page is shown; from 10 to 99 the
 * tens and the group of ten around the current page; from 100 the hundreds as well. Pages are
 * 1-based.
 */
export const ALL_PAGES_BELOW = 10;
export const HUNDREDS_FROM = 100;
const TEN = 10;
const HUNDRED = 100;

export type PaginationItem = { type: 'page'; page: number; current: boolean } | { type: 'gap' };

export interface Pagination {
  pageCount: number;
  page: number;
  items: PaginationItem[];
  /** Null when the arrow is disabled: previous on the first page, next on the last. */
  previous: number | null;
  next: number | null;
}

export function pageCount(total: number, pageSize: number): number {
  if (total <= 0 || pageSize <= 0) return 0;
  return Math.ceil(total / pageSize);
}

/** A page outside 1 … pageCount (a stale hash, a hand-typed URL) reads as the nearest one. */
export function clampPage(page: number, count: number): number {
  if (!Number.isFinite(page) || count <= 0) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), count);
}

function multiplesOf(step: number, from: number, to: number): number[] {
  const pages: number[] = [];
  for (let page = Math.ceil(from / step) * step; page <= to; page += step) if (page >= from) pages.push(page);
  return pages;
}

/**
 * The page numbers shown. From 10 pages: the first and last pages (a way back and to the end,
 * which the spec leaves open: docs/decisions.md), every ten, and the current group of ten
 * (21–30 for page 23). From 100 pages: every hundred, the tens of the current hundred only, and
 * the current group.
 */
export function visiblePages(page: number, count: number): number[] {
  if (count <= 0) return [];
  const current = clampPage(page, count);
  if (count < ALL_PAGES_BELOW) return Array.from({ length: count }, (_, index) => index + 1);

  const groupStart = Math.floor((current - 1) / TEN) * TEN + 1;
  const group = Array.from({ length: Math.min(TEN, count - groupStart + 1) }, (_, index) => groupStart + index);
  let markers: number[];
  if (count < HUNDREDS_FROM) {
    markers = multiplesOf(TEN, TEN, count);
  } else {
    const hundredStart = Math.floor((current - 1) / HUNDRED) * HUNDRED;
    markers = [...multiplesOf(HUNDRED, HUNDRED, count), ...multiplesOf(TEN, hundredStart + TEN, Math.min(hundredStart + HUNDRED, count))];
  }
  return [...new Set([1, ...markers, ...group, count])].sort((a, b) => a - b);
}

export function pagination(page: number, count: number): Pagination {
  const current = clampPage(page, count);
  const items: PaginationItem[] = [];
  let previousShown = 0;
  for (const shown of visiblePages(current, count)) {
    if (shown > previousShown + 1) items.push({ type: 'gap' });
    items.push({ type: 'page', page: shown, current: shown === current });
    previousShown = shown;
  }
  return {
    pageCount: count,
    page: current,
    items,
    previous: current > 1 ? current - 1 : null,
    next: current < count ? current + 1 : null,
  };
}

/** The legend 'from - to results of total' (part 2 §9); 0 - 0 of 0 without results. */
export function resultsLegend(page: number, pageSize: number, total: number): { key: string; values: { from: number; to: number; total: number } } {
  const count = pageCount(total, pageSize);
  if (count === 0) return { key: 'search.pagination.legend', values: { from: 0, to: 0, total: Math.max(0, total) } };
  const current = clampPage(page, count);
  return {
    key: 'search.pagination.legend',
    values: { from: (current - 1) * pageSize + 1, to: Math.min(current * pageSize, total), total },
  };
}
