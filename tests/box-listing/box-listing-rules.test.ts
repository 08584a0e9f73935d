import { getCatalogue } from '../../mocks/catalogue';
import {
  BOX_RANKING,
  boxRank,
  isListedBoxCode,
  landingSections,
  listedBoxes,
  rankBoxes,
  showsLandingLinks,
} from '@/domain/box-listing';
import { POINTS_OF_SALE, type PointOfSale } from '@/domain/model/locale';

/** Part 2 §9: fixed per-country ranking (1..12, unlisted last), only EBOX codes; part 2 §2 landing sections. */
const box = (code: string) => ({ code });
const codes = (boxes: readonly { code: string }[]) => boxes.map((item) => item.code);

describe('box ranking', () => {
  it('has 12 distinct digital codes per country, each a box of the catalogue', () => {
    const catalogueCodes = new Set(getCatalogue().boxes.map((item) => item.code));
    for (const country of POINTS_OF_SALE) {
      const table = BOX_RANKING[country];
      expect(table).toHaveLength(12);
      expect(new Set(table).size).toBe(12);
      for (const code of table) {
        expect(isListedBoxCode(code), code).toBe(true);
        expect(catalogueCodes.has(code), `${country} ${code}`).toBe(true);
      }
    }
    // A per-country ranking: the countries do not all share one order.
    expect(new Set(POINTS_OF_SALE.map((country) => BOX_RANKING[country].join())).size).toBe(POINTS_OF_SALE.length);
  });

  it('ranks 1 to 12 in the table order, case-insensitive, null when unlisted', () => {
    expect(boxRank(BOX_RANKING.FR[0]!, 'FR')).toBe(1);
    expect(boxRank(BOX_RANKING.FR[11]!.toLowerCase(), 'FR')).toBe(12);
    expect(boxRank('NOT-RANKED-EBOX', 'FR')).toBeNull();
  });

  it('puts the ranked boxes first in rank order, the unlisted after in the order they came', () => {
    const es = BOX_RANKING.ES;
    const input = [box('ZULU-EBOX'), box(es[5]!), box('ALPHA-EBOX'), box(es[0]!), box(es[11]!), box('MIKE-EBOX'), box(es[1]!)];
    expect(codes(rankBoxes(input, 'ES'))).toEqual([es[0], es[1], es[5], es[11], 'ZULU-EBOX', 'ALPHA-EBOX', 'MIKE-EBOX']);
    // The same boxes in another country follow that country's table.
    const it = rankBoxes(input, 'IT').map((item) => boxRank(item.code, 'IT') ?? Infinity);
    expect(it).toEqual([...it].sort((a, b) => a - b));
  });

  it('orders the whole catalogue by each country table, whatever order it came in', () => {
    const catalogue = [...getCatalogue().boxes].sort((a, b) => a.code.localeCompare(b.code));
    for (const country of POINTS_OF_SALE) {
      const ranked = codes(rankBoxes(catalogue, country));
      expect(ranked.slice(0, 12)).toEqual(BOX_RANKING[country]);
      expect(ranked.slice(12)).toEqual(codes(catalogue).filter((code) => !BOX_RANKING[country].includes(code)));
    }
  });

  it('does not change the list it is given', () => {
    const input = [box('B-EBOX'), box(BOX_RANKING.NL[0]!)];
    rankBoxes(input, 'NL');
    expect(codes(input)).toEqual(['B-EBOX', BOX_RANKING.NL[0]]);
  });
});

describe('listed boxes (only EBOX codes)', () => {
  it('keeps the digital codes only', () => {
    expect(isListedBoxCode('SPA-DUO-EBOX')).toBe(true);
    expect(isListedBoxCode('spa-duo-ebox')).toBe(true);
    expect(isListedBoxCode('SPA-DUO-PBOX')).toBe(false);
    expect(isListedBoxCode('PARTNER-SPA-2024')).toBe(false);
    expect(isListedBoxCode('EBOX-SPA')).toBe(false);
  });

  it('filters then ranks for the country', () => {
    const fr = BOX_RANKING.FR;
    const input = [box('OTHER-EBOX'), box(fr[2]!.replace(/EBOX$/, 'PBOX')), box(fr[2]!), box('PARTNER-42'), box(fr[0]!)];
    expect(codes(listedBoxes(input, 'FR' satisfies PointOfSale))).toEqual([fr[0], fr[2], 'OTHER-EBOX']);
    expect(listedBoxes([], 'BE')).toEqual([]);
  });
});

describe('landing link sections', () => {
  it('are shown for es_ES and fr_FR only', () => {
    expect(showsLandingLinks('es_ES')).toBe(true);
    expect(showsLandingLinks('fr_FR')).toBe(true);
    for (const locale of ['fr_BE', 'nl_NL', 'nl_BE', 'it_IT'] as const) expect(showsLandingLinks(locale)).toBe(false);
  });

  it('group occasions with seasons, then recipients, then themes, in the CMS order; others and empty sections left out', () => {
    const landings = [
      { kind: 'theme', slug: 't1' },
      { kind: 'occasion', slug: 'o1' },
      { kind: 'season', slug: 's1' },
      { kind: null, slug: 'none' },
      { kind: 'city', slug: 'c1' },
      { kind: 'Occasion', slug: 'o2' },
    ];
    expect(landingSections(landings).map((section) => [section.kind, section.landings.map((landing) => landing.slug)])).toEqual([
      ['occasion', ['o1', 's1', 'o2']],
      ['theme', ['t1']],
    ]);
    expect(landingSections([])).toEqual([]);
  });
});
