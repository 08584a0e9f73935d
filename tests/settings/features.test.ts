import type { Menu } from '@/api/menu/model';
import { menuWithoutLinks } from '@/components/shell/rules/activity-links';
import { isPrefetchable } from '@/components/shell/rules/prefetch';
import { href } from '@/routing';
import { isActivityHref, isActivityRoute } from '@/routing/activity-routes';
import { resolve } from '@/routing/resolve';
import { parseFeatures } from '@/settings/features';

describe('the activity-only feature setting (ACTIVITY_ONLY_ENABLED)', () => {
  it('is on by default; only false, 0 or off turn it off', () => {
    expect(parseFeatures({}).activityOnly).toBe(true);
    expect(parseFeatures({ ACTIVITY_ONLY_ENABLED: '' }).activityOnly).toBe(true);
    expect(parseFeatures({ ACTIVITY_ONLY_ENABLED: 'true' }).activityOnly).toBe(true);
    expect(parseFeatures({ ACTIVITY_ONLY_ENABLED: 'flase' }).activityOnly).toBe(true);
    for (const off of ['false', 'FALSE', '0', ' off ']) expect(parseFeatures({ ACTIVITY_ONLY_ENABLED: off }).activityOnly).toBe(false);
  });

  it('covers the activity search, voucher and checkout routes, and nothing else', () => {
    const activitySearch = href.search('fr_FR', { flow: 'activity' });
    expect(isActivityHref(activitySearch)).toBe(true);
    expect(isActivityHref(`${activitySearch}#page=2`)).toBe(true);
    expect(isActivityHref(href.activity('es_ES', 12, 'kayak'))).toBe(true);
    expect(isActivityHref(href.activityCheckout('nl_BE'))).toBe(true);
    for (const other of [href.search('fr_FR', { flow: 'gifting' }), href.search('fr_FR', { flow: 'booking' }), href.home('fr_FR'), href.boxes('fr_FR'), 'https://example.com/fr-fr/activites', '//evil.example/x']) {
      expect(isActivityHref(other)).toBe(false);
    }
    const route = resolve(['fr-fr', 'recherche']);
    expect(route && isActivityRoute(route)).toBe(false);
  });

  it('off, the menus lose their activity links: a leaf goes, a group keeps its other children', () => {
    const activities = href.search('fr_FR', { flow: 'activity' });
    const menu: Menu = {
      items: [
        {
          id: 'gifts',
          label: 'Gifts',
          url: null,
          children: [
            { id: 'boxes', label: 'Boxes', url: href.boxes('fr_FR'), children: [] },
            { id: 'activities', label: 'Activities', url: activities, children: [] },
          ],
        },
        { id: 'only-activities', label: 'Activities', url: null, children: [{ id: 'a', label: 'A', url: activities, children: [] }] },
        { id: 'group-link', label: 'Group', url: activities, children: [{ id: 'paris', label: 'Paris', url: '/fr-fr/ville/paris', children: [] }] },
      ],
      themesPanel: { title: 'Themes', suggested: { id: 's', label: 'S', url: activities, teaser: null, image: null }, themes: [{ id: 't', label: 'T', url: activities }] },
    };
    const shown = menuWithoutLinks(menu, isActivityHref);
    expect(shown.items.map((item) => item.id)).toEqual(['gifts', 'group-link']);
    expect(shown.items[0]!.children.map((item) => item.id)).toEqual(['boxes']);
    expect(shown.items[1]).toMatchObject({ url: null, children: [{ id: 'paris' }] });
    expect(shown.themesPanel).toEqual({ title: 'Themes', suggested: null, themes: [] });
  });
});

describe('the physical-gift flag (PHYSICAL_GIFT_ENABLED)', () => {
  it('is on by default; only false, 0 or off turn it off, independently of the activity-only setting', () => {
    expect(parseFeatures({}).physicalGift).toBe(true);
    expect(parseFeatures({ PHYSICAL_GIFT_ENABLED: 'yes' }).physicalGift).toBe(true);
    for (const off of ['false', '0', 'OFF']) expect(parseFeatures({ PHYSICAL_GIFT_ENABLED: off })).toEqual({ activityOnly: true, physicalGift: false });
    expect(parseFeatures({ ACTIVITY_ONLY_ENABLED: 'off' })).toEqual({ activityOnly: false, physicalGift: true });
  });
});

describe("prefetch on intent: only into the storefront's screens", () => {
  it('a path of a screen may be prefetched; another site or a path no screen answers never', () => {
    expect(isPrefetchable(href.home('fr_FR'))).toBe(true);
    expect(isPrefetchable(href.ideas('fr_FR'))).toBe(true);
    expect(isPrefetchable(href.contact('nl_BE'))).toBe(true);
    expect(isPrefetchable('https://aide.escapade.fr/hc/fr')).toBe(false);
    expect(isPrefetchable('/fr-fr/no-such-page/at-all')).toBe(false);
  });
});
