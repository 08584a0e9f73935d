/**
 * The header's 'Inspirations' mega-menu and the burger's nested menus, as the shell uses them
 * (part 2 §2 "Header and menus"). Kept next to the call because only the shell reads it; client
 * islands import these types only (`import type`), never the call.
 */

/** The spec's limit: up to 4 levels of links. Deeper entries from the CMS are left out. */
export const MENU_MAX_DEPTH = 4;

/** A link (url), a group of entries (children), or both. A leaf always has a url. */
export interface MenuItem {
  id: string;
  label: string;
  url: string | null;
  children: MenuItem[];
}

export interface ThemeLink {
  id: string;
  label: string;
  url: string;
}

/** This week's theme, shown as 'We suggest you: {theme}' with an 'I want to go!' link. */
export interface SuggestedTheme extends ThemeLink {
  teaser: string | null;
  image: { url: string; alt: string } | null;
}

export interface ThemesPanel {
  title: string;
  suggested: SuggestedTheme | null;
  themes: ThemeLink[];
}

export interface Menu {
  items: MenuItem[];
  themesPanel: ThemesPanel | null;
}
