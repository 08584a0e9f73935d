import { fetchBoxes } from '@/api/box';
import { fetchLandings } from '@/api/content';
import { landingSections, listedBoxes, showsLandingLinks, type LandingSection } from '@/domain/box-listing';
import { pointOfSale } from '@/domain/model/locale';
import { href, type RouteOf } from '@/routing';
import { isSlug } from '@/routing/segments';
import { boxCardView, type BoxCardView } from './card-view';

export interface LandingLinkView {
  title: string;
  href: string;
}

/**
 * The box listing never 404s: a failed boxes call shows 'Oops, something went wrong' (part 2 §8,
 * still 200, not indexed); an empty list is a page with a short message.
 */
export type BoxesData =
  | { kind: 'failed' }
  | { kind: 'ok'; cards: BoxCardView[]; landingSections: LandingSection<LandingLinkView>[] };

export async function load(route: RouteOf<'boxes'>): Promise<BoxesData> {
  const { locale } = route;
  const [boxes, landings] = await Promise.all([fetchBoxes({ locale }), showsLandingLinks(locale) ? loadLandingSections(route) : []]);
  if (!boxes.ok) return { kind: 'failed' };
  const cards = listedBoxes(boxes.data, pointOfSale(locale)).flatMap((box) => boxCardView(box, locale) ?? []);
  return { kind: 'ok', cards, landingSections: landings };
}

/** The site's CMS landings as link sections; a failed call hides the sections (a secondary list). */
async function loadLandingSections(route: RouteOf<'boxes'>): Promise<LandingSection<LandingLinkView>[]> {
  const result = await fetchLandings(route.locale);
  if (!result.ok) return [];
  const links = result.data
    .filter((landing) => isSlug(landing.slug))
    .map((landing) => ({ kind: landing.kind, title: landing.title, href: href.landing(route.locale, landing.slug) }));
  return landingSections(links).map((section) => ({
    kind: section.kind,
    landings: section.landings.map(({ title, href: path }) => ({ title, href: path })),
  }));
}
