import type { Menu } from '@/api/menu/model';
import type { Locale } from '@/domain/model/locale';
import { bffGetContract } from '../contract';

/**
 * The burger's menus: GET /api/menu?locale → the site's menus as the top bar shows them (part 2 §2).
 * Asked when the visitor reaches for the burger, so a page does not carry the whole menu twice (the
 * top bar's links are in its HTML; the burger's copy was 15 kB of every page's payload).
 */
export interface ShellMenuQuery {
  locale: Locale;
}

export type ShellMenuAnswer = Menu;

export const shellMenuContract = bffGetContract<ShellMenuQuery, ShellMenuAnswer>('/api/menu');
