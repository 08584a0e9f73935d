'use client';

import Link from 'next/link';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { MenuItem, ThemesPanel } from '@/api/menu/model';
import { ChevronDownIcon } from '@/components/ui/icons';
import { useScreenTypeStore, useScreenTypeTracking } from '@/state/screen-type';
import { islandMessages as m } from '../client-messages';
import { focusablesIn, movedIndex } from './roving';
import styles from './mega-menu.module.css';

function Entry({ item, className, onNavigate }: { item: MenuItem; className?: string; onNavigate(): void }) {
  return item.url ? (
    <Link prefetch={false} href={item.url} className={className} onClick={onNavigate} data-analytics-action="mega-menu-link">
      {item.label}
    </Link>
  ) : (
    <span className={className}>{item.label}</span>
  );
}

/** Levels 2 to 4 of one first-level entry, as columns. */
function Columns({ item, onNavigate }: { item: MenuItem; onNavigate(): void }) {
  return (
    <ul className={styles.columns}>
      {item.children.map((second) => (
        <li key={second.id} className={styles.column}>
          <Entry item={second} className={styles.second} onNavigate={onNavigate} />
          {second.children.length > 0 ? (
            <ul className={styles.thirdList}>
              {second.children.map((third) => (
                <li key={third.id}>
                  <Entry item={third} className={third.children.length > 0 ? styles.thirdGroup : styles.third} onNavigate={onNavigate} />
                  {third.children.length > 0 ? (
                    <ul className={styles.fourthList}>
                      {third.children.map((fourth) => (
                        <li key={fourth.id}>
                          <Entry item={fourth} className={styles.fourth} onNavigate={onNavigate} />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The 'Inspirations' mega-menu of the desktop top bar (part 2 §2): up to 4 levels of links and the
 * themes panel with this week's theme. A disclosure: the button opens the panel; first-level
 * entries show their columns. The panel's links (hundreds of nodes and links on every page) render
 * when the visitor first reaches for the button (pointer, focus or open), not in the server HTML:
 * hydrating them cost every page's phone visitors, who never see this desktop menu; crawlers find
 * the city and theme pages in the sitemaps (docs/decisions.md 2026-11-23).
 *
 * Keyboard: Enter/Space open and choose; ArrowDown opens from the button; ArrowUp/ArrowDown
 * (Home/End) move between first-level entries or between the links of a panel; ArrowRight enters
 * an entry's panel, ArrowLeft goes back to its entry; Escape closes and returns to the button.
 */
export function MegaMenu({ items, themesPanel }: { items: MenuItem[]; themesPanel: ThemesPanel | null }) {
  const intl = useIntl();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  const [active, setActive] = useState<string | null>(items.find((item) => item.children.length > 0)?.id ?? null);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useScreenTypeTracking();

  const panelId = `${id}-panel`;
  const columnsId = (itemId: string) => `${id}-entry-${itemId}`;

  // The top bar is hidden below the desktop breakpoint: an open panel would stay open, unseen.
  useEffect(
    () =>
      useScreenTypeStore.subscribe((state) => {
        if (state.type === 'mobile') setOpen(false);
      }),
    [],
  );

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (root.current && event.target instanceof Node && !root.current.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggle.current?.focus();
  };
  const firstLevel = () => Array.from(root.current?.querySelectorAll<HTMLElement>('[data-level1]') ?? []);
  const panelOf = (itemId: string | null) => (itemId ? document.getElementById(columnsId(itemId)) : null);

  /** Focus after React showed the panel (it is `hidden` until the state update lands). */
  const focusLater = (find: () => HTMLElement | undefined) => requestAnimationFrame(() => find()?.focus());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        close(true);
      }
      return;
    }
    if (target === toggle.current) {
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        setOpen(true);
        focusLater(() => firstLevel()[0]);
      }
      return;
    }
    const level1 = firstLevel();
    const index = level1.indexOf(target);
    if (index >= 0) {
      const moved = movedIndex(event.key, index, level1.length);
      if (moved !== null) {
        event.preventDefault();
        level1[moved]?.focus();
        return;
      }
      const itemId = target.dataset.level1 ?? null;
      if (event.key === 'ArrowRight' && itemId && items.find((item) => item.id === itemId)?.children.length) {
        event.preventDefault();
        setActive(itemId);
        focusLater(() => focusablesIn(panelOf(itemId))[0]);
      }
      return;
    }
    // Inside a panel of columns or the themes panel: move among its links.
    const container = target.closest('[data-mega-region]');
    if (!container) return;
    const links = focusablesIn(container);
    const moved = movedIndex(event.key, links.indexOf(target), links.length);
    if (moved !== null) {
      event.preventDefault();
      links[moved]?.focus();
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      level1.find((element) => element.dataset.level1 === active)?.focus();
    }
  };

  if (items.length === 0) return null;
  const navigate = () => setOpen(false);

  return (
    <div
      ref={root}
      className={styles.megaMenu}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Tab out of the menu closes it; a click on its blank space (no related target) does not.
        if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        onPointerEnter={() => setWanted(true)}
        onFocus={() => setWanted(true)}
        data-analytics-action="mega-menu-open"
        data-testid="mega-menu-button"
      >
        {intl.formatMessage(m.inspirations)}
        <ChevronDownIcon className={styles.chevron} />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open} data-testid="mega-menu-panel">
        {wanted ? (
          <>
            <ul className={styles.firstLevel}>
              {items.map((item) => (
                <li key={item.id}>
                  {item.children.length > 0 ? (
                    <button
                      type="button"
                      className={styles.firstEntry}
                      aria-expanded={active === item.id}
                      aria-controls={columnsId(item.id)}
                      data-level1={item.id}
                      onClick={() => setActive(item.id)}
                      onMouseEnter={() => setActive(item.id)}
                    >
                      {item.label}
                    </button>
                  ) : item.url ? (
                    <Link prefetch={false} href={item.url} className={styles.firstEntry} data-level1={item.id} onClick={navigate} data-analytics-action="mega-menu-link">
                      {item.label}
                    </Link>
                  ) : null}
                </li>
              ))}
            </ul>
            <div className={styles.panels}>
              {items
                .filter((item) => item.children.length > 0)
                .map((item) => (
                  <div key={item.id} id={columnsId(item.id)} className={styles.region} hidden={active !== item.id} data-mega-region="">
                    {item.url ? (
                      <Link prefetch={false} href={item.url} className={styles.seeAll} onClick={navigate} data-analytics-action="mega-menu-see-all">
                        {intl.formatMessage(m.seeAll, { label: item.label })}
                      </Link>
                    ) : null}
                    <Columns item={item} onNavigate={navigate} />
                  </div>
                ))}
            </div>
            {themesPanel ? (
              <section className={styles.themes} aria-labelledby={`${id}-themes-title`} data-mega-region="">
                <p id={`${id}-themes-title`} className={styles.themesTitle}>
                  {themesPanel.title}
                </p>
                {themesPanel.suggested ? (
                  <div className={styles.suggested}>
                    {themesPanel.suggested.image ? (
                      // A small generated picture inside a closed panel: lazy, sized, never the LCP.
                      // eslint-disable-next-line @next/next/no-img-element
                      <img src={themesPanel.suggested.image.url} alt={themesPanel.suggested.image.alt} width={640} height={360} loading="lazy" className={styles.suggestedImage} />
                    ) : null}
                    <p className={styles.suggestion}>{intl.formatMessage(m.suggest, { theme: themesPanel.suggested.label })}</p>
                    {themesPanel.suggested.teaser ? <p className={styles.teaser}>{themesPanel.suggested.teaser}</p> : null}
                    <Link prefetch={false} href={themesPanel.suggested.url} className={styles.go} onClick={navigate} data-analytics-action="mega-menu-suggested-theme">
                      {intl.formatMessage(m.wantToGo)}
                    </Link>
                  </div>
                ) : null}
                <ul className={styles.themeList}>
                  {themesPanel.themes.map((theme) => (
                    <li key={theme.id}>
                      <Link prefetch={false} href={theme.url} onClick={navigate} data-analytics-action="mega-menu-theme">
                        {theme.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  );
}
