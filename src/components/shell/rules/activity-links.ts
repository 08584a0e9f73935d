import type { Menu, MenuItem } from '@/api/menu/model';

/**
 * The menus without links into the activity-only flow (part 2 §2: that flow exists only when its
 * feature is on). An entry whose link goes there keeps its children without its link; a leaf is
 * dropped, and so is a group left empty.
 */
export function menuWithoutLinks(menu: Menu, hidden: (url: string) => boolean): Menu {
  const keep = (items: MenuItem[]): MenuItem[] =>
    items.flatMap((item) => {
      const children = keep(item.children);
      const url = item.url !== null && hidden(item.url) ? null : item.url;
      if (url === null && children.length === 0) return [];
      return [{ ...item, url, children }];
    });
  const panel = menu.themesPanel;
  return {
    items: keep(menu.items),
    themesPanel: panel
      ? { ...panel, suggested: panel.suggested && hidden(panel.suggested.url) ? null : panel.suggested, themes: panel.themes.filter((theme) => !hidden(theme.url)) }
      : null,
  };
}
