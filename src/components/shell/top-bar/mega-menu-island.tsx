'use client';

import { desktopOnly } from '@/components/ui/desktop-island';
import { MegaMenu } from './mega-menu';

/**
 * The mega-menu as the top bar renders it: CSS hides the top bar below the desktop breakpoint (the
 * burger holds the same menu there), so a phone keeps its server HTML and never hydrates it.
 */
export const MegaMenuIsland = desktopOnly(MegaMenu);
