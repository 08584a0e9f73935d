import { safeHref } from '@/routing/safe-url';
import { MENU_MAX_DEPTH, type Menu, type MenuItem, type ThemeLink, type ThemesPanel } from './model';
import type { WireMenu, WireMenuNode } from './schemas';

/**
 * Wire → menu. Links typed by CMS authors go through safeHref (no javascript: or //host links);
 * levels below the fourth are cut; an entry left with neither a link nor children is dropped.
 */
export function toMenuItems(nodes: readonly WireMenuNode[], depth = 1): MenuItem[] {
  return nodes.flatMap((node): MenuItem[] => {
    const url = node.url ? safeHref(node.url) : null;
    const children = depth < MENU_MAX_DEPTH ? toMenuItems(node.children ?? [], depth + 1) : [];
    if (url === null && children.length === 0) return [];
    return [{ id: node.id, label: node.label, url, children }];
  });
}

function toThemeLink(link: { id: string; label: string; url: string }): ThemeLink | null {
  const url = safeHref(link.url);
  return url === null ? null : { id: link.id, label: link.label, url };
}

function toThemesPanel(panel: NonNullable<WireMenu['themesPanel']>): ThemesPanel {
  const suggested = panel.suggested ? toThemeLink(panel.suggested) : null;
  const image = panel.suggested?.image;
  return {
    title: panel.title,
    suggested:
      suggested && panel.suggested
        ? {
            ...suggested,
            teaser: panel.suggested.teaser ?? null,
            image: image && /^https?:/i.test(image.url) ? { url: image.url, alt: image.alt ?? '' } : null,
          }
        : null,
    themes: panel.themes.flatMap((theme) => {
      const link = toThemeLink(theme);
      return link ? [link] : [];
    }),
  };
}

export function toMenu(wire: WireMenu): Menu {
  return { items: toMenuItems(wire.inspirations), themesPanel: wire.themesPanel ? toThemesPanel(wire.themesPanel) : null };
}

/** How many levels a menu uses (0 for an empty one). */
export function menuDepth(items: readonly MenuItem[]): number {
  return items.reduce((deepest, item) => Math.max(deepest, 1 + menuDepth(item.children)), 0);
}
