import { describe, expect, it } from 'vitest';
import { boxMapView, initialStaysPaging, nextStaysPage, staysPagingReducer, type StaysPaging } from '@/domain/box';

type Stay = { id: number };
const stays = (...ids: number[]): Stay[] => ids.map((id) => ({ id }));

describe('box stays paging (part 2 §4, §7)', () => {
  it('starts from the server-rendered first page, or from nothing', () => {
    expect(initialStaysPaging<Stay>(null)).toEqual({ items: [], page: 0, status: 'idle', totalCount: null });
    const first = initialStaysPaging({ items: stays(1, 2), totalCount: 9 });
    expect(first).toEqual({ items: stays(1, 2), page: 1, status: 'idle', totalCount: 9 });
    expect(nextStaysPage(first)).toBe(2);
    expect(initialStaysPaging({ items: [], totalCount: 0 }).status).toBe('done');
  });

  it('each page is appended, and the first empty page stops the loading', () => {
    let state: StaysPaging<Stay> = initialStaysPaging({ items: stays(1, 2), totalCount: 4 });
    state = staysPagingReducer(state, { type: 'request' });
    expect(state.status).toBe('loading');
    expect(nextStaysPage(state)).toBeNull();
    state = staysPagingReducer(state, { type: 'loaded', page: 2, items: stays(3, 4), totalCount: 4 });
    expect(state).toEqual({ items: stays(1, 2, 3, 4), page: 2, status: 'idle', totalCount: 4 });
    state = staysPagingReducer(staysPagingReducer(state, { type: 'request' }), { type: 'loaded', page: 3, items: [], totalCount: 4 });
    expect(state.status).toBe('done');
    expect(nextStaysPage(state)).toBeNull();
    expect(staysPagingReducer(state, { type: 'request' })).toBe(state);
  });

  it('a failed page keeps what was loaded and is asked again on retry', () => {
    let state: StaysPaging<Stay> = initialStaysPaging({ items: stays(1), totalCount: 3 });
    state = staysPagingReducer(staysPagingReducer(state, { type: 'request' }), { type: 'failed', page: 2 });
    expect(state).toEqual({ items: stays(1), page: 1, status: 'failed', totalCount: 3 });
    expect(nextStaysPage(state)).toBe(2);
    state = staysPagingReducer(staysPagingReducer(state, { type: 'request' }), { type: 'loaded', page: 2, items: stays(2, 3), totalCount: 3 });
    expect(state.items.map((stay) => stay.id)).toEqual([1, 2, 3]);
  });

  it('a late or repeated answer changes nothing, and a stay already listed is not listed twice', () => {
    const state: StaysPaging<Stay> = { items: stays(1, 2), page: 2, status: 'loading', totalCount: 5 };
    expect(staysPagingReducer(state, { type: 'loaded', page: 2, items: stays(9), totalCount: 5 })).toBe(state);
    expect(staysPagingReducer(state, { type: 'failed', page: 5 })).toBe(state);
    expect(staysPagingReducer(state, { type: 'loaded', page: 3, items: stays(2, 3), totalCount: 5 }).items.map((stay) => stay.id)).toEqual([1, 2, 3]);
  });
});

describe('box map view', () => {
  const fallback = { lat: 41.39, lng: 2.17 };
  it('centres on the stays and zooms so that they all fit', () => {
    const france = boxMapView([{ lat: 43.3, lng: -1.5 }, { lat: 50.6, lng: 3.1 }, { lat: 48.85, lng: 2.35 }], fallback);
    expect(france.center).toEqual({ lat: (43.3 + 50.6) / 2, lng: (-1.5 + 3.1) / 2 });
    expect(france.zoom).toBe(6);
    expect(boxMapView([{ lat: 48.85, lng: 2.35 }], fallback)).toEqual({ center: { lat: 48.85, lng: 2.35 }, zoom: 12 });
    expect(boxMapView([], fallback)).toEqual({ center: fallback, zoom: 5 });
    expect(boxMapView([{ lat: -60, lng: -170 }, { lat: 70, lng: 170 }], fallback).zoom).toBe(3);
  });
});
