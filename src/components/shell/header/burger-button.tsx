'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { MenuIcon } from '@/components/ui/icons';
import { useScreenTypeStore, useScreenTypeTracking } from '@/state/screen-type';
import { islandMessages as m } from '../client-messages';
import type { BurgerMenuProps } from './burger-drawer';
import { loadBurgerMenu, type BurgerMenuState } from './burger-menu-load';
import styles from './header.module.css';

const loadDrawer = () => import('./burger-drawer');
const BurgerDrawer = lazy(loadDrawer);

/**
 * The burger (below the desktop breakpoint; CSS hides it on desktop for the first paint). Its
 * drawer, the nested menus, loads on first use, and so do the menus it walks: asked from /api/menu
 * when the visitor reaches for the button (hover, focus, a tap), not carried by every page. When the
 * window grows to desktop the drawer closes: the top bar takes over.
 */
export function BurgerButton(props: Omit<BurgerMenuProps, 'open' | 'onOpenChange' | 'menu'>) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [menu, setMenu] = useState<BurgerMenuState>({ status: 'loading' });
  const asking = useRef(false);
  useScreenTypeTracking();

  /** The drawer's code and the menus, on the first sign of intent; again after a failure. */
  const prepare = () => {
    void loadDrawer();
    if (asking.current || menu.status === 'ready') return;
    asking.current = true;
    setMenu({ status: 'loading' });
    loadBurgerMenu(props.locale).then(
      (answer) => setMenu({ status: 'ready', menu: answer }),
      () => setMenu({ status: 'failed' }),
    ).finally(() => {
      asking.current = false;
    });
  };

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
        onClick={() => {
          prepare();
          setOpen(true);
        }}
        onPointerEnter={prepare}
        onFocus={prepare}
        data-analytics-action="header-burger"
        data-testid="burger-button"
      >
        <MenuIcon />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <BurgerDrawer {...props} menu={menu} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
