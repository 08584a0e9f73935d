import type { Menu } from '@/api/menu/model';
import { bffGet } from '@/bff/client';
import { shellMenuContract } from '@/bff/contracts/shell-menu';
import type { Locale } from '@/domain/model/locale';

/** The burger's menus as the drawer shows them: asked, read, or not to be had (the entries are then left out). */
export type BurgerMenuState = { status: 'loading' } | { status: 'ready'; menu: Menu } | { status: 'failed' };

const asked = new Map<Locale, Promise<Menu>>();

/**
 * The site's menus for the burger, asked once per page whatever the number of intents (hover, focus,
 * click); a failed call is forgotten, so the next opening asks again.
 */
export function loadBurgerMenu(locale: Locale): Promise<Menu> {
  const known = asked.get(locale);
  if (known) return known;
  const call = bffGet(shellMenuContract, { locale });
  asked.set(locale, call);
  call.catch(() => asked.delete(locale));
  return call;
}

/** Tests start from a page that asked nothing. */
export function forgetBurgerMenu(): void {
  asked.clear();
}
