import fc from 'fast-check';
import { clampPage, pageCount, pagination, resultsLegend, visiblePages } from '@/domain/search';

describe('pagination groups', () => {
  it('under 10 pages shows every page', () => {
    expect(visiblePages(1, 1)).toEqual([1]);
    expect(visiblePages(4, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('10 to 99 pages: the tens and the group of the current page', () => {
    expect(visiblePages(1, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(visiblePages(23, 45)).toEqual([1, 10, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 40, 45]);
    expect(visiblePages(45, 45)).toEqual([1, 10, 20, 30, 40, 41, 42, 43, 44, 45]);
    expect(visiblePages(5, 99)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20, 30, 40, 50, 60, 70, 80, 90, 99]);
  });

  it('100 pages or more: the hundreds, the tens of the current hundred and the group', () => {
    expect(visiblePages(234, 512)).toEqual([
      1, 100, 200, 210, 220, 230, 231, 232, 233, 234, 235, 236, 237, 238, 239, 240, 250, 260, 270, 280, 290, 300, 400, 500, 512,
    ]);
    expect(visiblePages(1, 100)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(visiblePages(505, 512)).toEqual([1, 100, 200, 300, 400, 500, 501, 502, 503, 504, 505, 506, 507, 508, 509, 510, 512]);
  });

  it('previous is disabled on the first page, next on the last', () => {
    expect(pagination(1, 5)).toMatchObject({ previous: null, next: 2 });
    expect(pagination(5, 5)).toMatchObject({ previous: 4, next: null });
    expect(pagination(1, 1)).toMatchObject({ previous: null, next: null });
  });

  it('marks the current page and gaps between non-adjacent pages', () => {
    expect(pagination(23, 45).items.slice(0, 4)).toEqual([
      { type: 'page', page: 1, current: false },
      { type: 'gap' },
      { type: 'page', page: 10, current: false },
      { type: 'gap' },
    ]);
    expect(pagination(23, 45).items).toContainEqual({ type: 'page', page: 23, current: true });
  });

  it('pages out of range are clamped', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(Number.NaN, 5)).toBe(1);
    expect(pagination(40, 5).page).toBe(5);
    expect(pageCount(0, 12)).toBe(0);
    expect(pageCount(25, 12)).toBe(3);
    expect(pagination(1, 0).items).toEqual([]);
  });

  it('always shows the first, last and current pages, sorted, and the whole group (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2000 }), fc.integer({ min: 1, max: 3000 }), (count, page) => {
        const current = clampPage(page, count);
        const pages = visiblePages(page, count);
        expect(pages).toContain(1);
        expect(pages).toContain(count);
        expect(pages).toContain(current);
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
        expect(new Set(pages).size).toBe(pages.length);
        expect(pages.every((p) => p >= 1 && p <= count)).toBe(true);
        if (count < 10) expect(pages).toHaveLength(count);
        const groupStart = Math.floor((current - 1) / 10) * 10 + 1;
        for (let p = groupStart; p <= Math.min(groupStart + 9, count); p++) expect(pages).toContain(p);
        expect(pages.length).toBeLessThanOrEqual(count < 100 ? 21 : 21 + Math.floor(count / 100));
      }),
    );
  });
});

describe("legend 'from - to results of total'", () => {
  it('counts the shown results', () => {
    expect(resultsLegend(1, 12, 45)).toEqual({ key: 'search.pagination.legend', values: { from: 1, to: 12, total: 45 } });
    expect(resultsLegend(4, 12, 45).values).toEqual({ from: 37, to: 45, total: 45 });
    expect(resultsLegend(9, 12, 45).values).toEqual({ from: 37, to: 45, total: 45 });
    expect(resultsLegend(1, 12, 0).values).toEqual({ from: 0, to: 0, total: 0 });
  });
});
