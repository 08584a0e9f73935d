import { altOf, isEagerSlide, picturesOf, shownPictures, srcSetOf, swipeTarget } from '@/components/gallery/gallery-images';
import { galleryMessageGroup } from '@/components/gallery/message-group';
import { groupIds } from '@/i18n/message-group';
import { CATALOGUES } from '@/i18n/messages';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The gallery's rules, pure (part 1 §2 and §9, part 2 §9). */
const picture = (key: string, sizes: string[] = ['640_360', '960_540']) => ({
  url: `/images/${key}/960x540.png`,
  sizes: Object.fromEntries(sizes.map((name) => [name, `/images/${key}/${name}.png`])),
  alt: key,
  legend: null,
});

describe('gallery rules', () => {
  it('shows 4 pictures from 4 on, else the first alone', () => {
    const of = (count: number) => shownPictures(picturesOf(Array.from({ length: count }, (_, n) => picture(`p${n}`)), 'Label')).map((shown) => shown.index);
    expect(of(0)).toEqual([]);
    expect(of(1)).toEqual([0]);
    expect(of(3)).toEqual([0]);
    expect(of(4)).toEqual([0, 1, 2, 3]);
    expect(of(12)).toEqual([0, 1, 2, 3]);
  });

  it('builds srcset from the size sets it has, widest last; none without any', () => {
    expect(srcSetOf(picture('a', ['1920_880', '120_80', '640_360', '1920_595']))).toBe('/images/a/640_360.png 640w, /images/a/1920_880.png 1920w');
    expect(srcSetOf(picture('a', []))).toBeUndefined();
  });

  it('takes the alt, else the legend, else the label', () => {
    expect(altOf({ alt: 'Piscine', legend: 'Légende' }, 'Hôtel')).toBe('Piscine');
    expect(altOf({ alt: ' ', legend: 'Légende' }, 'Hôtel')).toBe('Légende');
    expect(altOf({ alt: '', legend: null }, 'Hôtel')).toBe('Hôtel');
  });

  it('drops pictures without any address', () => {
    expect(picturesOf([{ url: '', sizes: {}, alt: 'x', legend: null }, picture('b')], 'L').map((shown) => shown.alt)).toEqual(['b']);
  });

  it('moves on a swipe of one sixth of the width, towards the drag, within the pictures', () => {
    expect(swipeTarget(3, -100, 600, 12)).toBe(4);
    expect(swipeTarget(3, 100, 600, 12)).toBe(2);
    expect(swipeTarget(3, -99, 600, 12)).toBeNull();
    expect(swipeTarget(11, -300, 600, 12)).toBeNull();
    expect(swipeTarget(0, 300, 600, 12)).toBeNull();
    expect(swipeTarget(3, -300, 0, 12)).toBeNull();
  });

  it('fetches the current picture and its neighbours; on desktop the first 5 too', () => {
    const eager = (current: number, desktop: boolean) => Array.from({ length: 12 }, (_, slide) => slide).filter((slide) => isEagerSlide(slide, current, desktop));
    expect(eager(0, false)).toEqual([0, 1]);
    expect(eager(6, false)).toEqual([5, 6, 7]);
    expect(eager(0, true)).toEqual([0, 1, 2, 3, 4]);
    expect(eager(9, true)).toEqual([0, 1, 2, 3, 4, 8, 9, 10]);
  });

  it("ships the slideshow's texts and Close to the browser, not the server's", () => {
    const ids = groupIds([galleryMessageGroup]);
    expect(ids).toContain('gallery.slideshow.next');
    expect(ids).toContain('shell.ui.close');
    expect(ids).not.toContain('gallery.seeAll');
  });

  it('browser code formats only ids of its group: the server texts never reach the islands', () => {
    // The modules the islands load (tests/i18n/island-messages.test.ts scans screens the same way).
    const client = ['gallery-island.tsx', 'slideshow.tsx', 'slideshow-messages.ts'];
    const used = client.flatMap((file) => [...readFileSync(join(process.cwd(), 'src/components/gallery', file), 'utf8').matchAll(/['"`]([\w-]+(?:\.[\w-]+)+)['"`]/g)].map((match) => match[1]!)).filter((id) => id in CATALOGUES.fr_FR);
    expect(used.length).toBeGreaterThan(0);
    const shipped = groupIds([galleryMessageGroup]);
    expect(used.filter((id) => !shipped.has(id))).toEqual([]);
    expect(used.some((id) => ['gallery.title', 'gallery.seeAll', 'gallery.enlarge'].includes(id))).toBe(false);
  });
});
