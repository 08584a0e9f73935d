'use client';

import { desktopOnly } from '@/components/ui/desktop-island';

/**
 * The mega-menu as the top bar renders it: CSS hides the top bar below the desktop breakpoint (the
 * burger holds the same menu there), so a phone keeps its server HTML and never fetches nor hydrates it.
 */
export const MegaMenuIsland = desktopOnly(() => import('./mega-menu').then((module) => module.MegaMenu));
