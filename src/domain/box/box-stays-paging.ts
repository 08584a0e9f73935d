/**
 * The stays of a box, loaded page by page as the list's loader comes into view (part 2 §4, §7,
 * §9): pages of 8, each appended, and the first empty page ends the loading. A failed page keeps
 * what was loaded and waits for a retry of the same page.
 */

export const BOX_STAYS_PAGE_SIZE = 8;

export interface StaysPaging<T> {
  items: T[];
  /** The last page appended (0 before the first). */
  page: number;
  status: 'idle' | 'loading' | 'failed' | 'done';
  /** The API's count of the box's stays; null until a page told it. */
  totalCount: number | null;
}

export type StaysPagingAction<T> =
  | { type: 'request' }
  | { type: 'loaded'; page: number; items: readonly T[]; totalCount: number }
  | { type: 'failed'; page: number };

export function initialStaysPaging<T>(first: { items: readonly T[]; totalCount: number } | null): StaysPaging<T> {
  if (first === null) return { items: [], page: 0, status: 'idle', totalCount: null };
  return { items: [...first.items], page: 1, status: first.items.length === 0 ? 'done' : 'idle', totalCount: first.totalCount };
}

/** The page to ask for next, or null when nothing should be asked now (loading, done). */
export function nextStaysPage(state: StaysPaging<unknown>): number | null {
  return state.status === 'idle' || state.status === 'failed' ? state.page + 1 : null;
}

export function staysPagingReducer<T extends { id: number }>(state: StaysPaging<T>, action: StaysPagingAction<T>): StaysPaging<T> {
  switch (action.type) {
    case 'request':
      return state.status === 'idle' || state.status === 'failed' ? { ...state, status: 'loading' } : state;
    case 'loaded': {
      // A late answer for a page already appended (or skipped) changes nothing.
      if (action.page !== state.page + 1) return state;
      if (action.items.length === 0) return { ...state, page: action.page, status: 'done', totalCount: action.totalCount };
      const known = new Set(state.items.map((item) => item.id));
      const fresh = action.items.filter((item) => !known.has(item.id));
      return { items: [...state.items, ...fresh], page: action.page, status: 'idle', totalCount: action.totalCount };
    }
    case 'failed':
      return action.page === state.page + 1 ? { ...state, status: 'failed' } : state;
  }
}
