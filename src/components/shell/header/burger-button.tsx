'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { MenuIcon } from '@/components/ui/header-icons';
import { useScreenTypeStore, useScreenTypeTracking } from '@/state/screen-type';
import { islandMessages as m } from '../client-messages';
import type { BurgerMenuProps } from './burger-drawer';
import styles from './header.module.css';

const loadDrawer = () => import('./burger-drawer');
const BurgerDrawer = lazy(loadDrawer);

/**
 * The burger (below the desktop breakpoint; CSS hides it on desktop for the first paint). Its
 * drawer, the nested menus, loads on first use. When the window grows to desktop the drawer closes:
 * the top bar takes over.
 */
export function BurgerButton(props: Omit<BurgerMenuProps, 'open' | 'onOpenChange'>) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  useScreenTypeTracking();

  useEffect(
    () =>
      useScreenTypeStore.subscribe((state) => {
        if (state.type === 'desktop') setOpen(false);
      }),
    [],
  );

  return (
    <>
      <button
        type="button"
        className={styles.action}
        aria-label={intl.formatMessage(m.openMenu)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={loadDrawer}
        onFocus={loadDrawer}
        data-analytics-action="header-burger"
        data-testid="burger-button"
      >
        <MenuIcon />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <BurgerDrawer {...props} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
