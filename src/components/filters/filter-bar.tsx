'use client';

import { lazy, memo, Suspense, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { DeferredPopover } from '@/components/ui/deferred-popover';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { activeFilters, type FilterId } from '@/domain/filters';
import { FILTER_TITLES } from './filter-titles';
import { filterMessages as m } from './messages';
import { useFilterPanels, type FilterPanelsProps } from './use-filter-panels';
import { ViewOffersButton } from './view-offers-button';
import styles from './filters.module.css';

// The panels' sections (sliders, lists) load when the pointer or the focus reaches a trigger, as the
// popover panel itself does; the first page load does not carry them.
const loadSections = () => import('./filter-sections');
const FilterSection = lazy(() => loadSections().then((module) => ({ default: module.FilterSection })));

/**
 * The desktop filter bar (part 1 §2): one dropdown per filter the flow shows. A dropdown edits the
 * draft; Cancel restores it from the URL, Clear removes that filter and searches at once, the
 * primary button and a click outside confirm, Escape closes without searching. Memoised: unchanged
 * criteria keep the bar when the results island re-renders.
 */
export const FilterBar = memo(function FilterBar(props: FilterPanelsProps) {
  const intl = useIntl();
  const [openId, setOpenId] = useState<FilterId | null>(null);
  const panels = useFilterPanels(props, openId !== null);
  const active = new Set(activeFilters(panels.state.url));
  // How the open dropdown is being closed: Radix reports both as onOpenChange(false).
  const closing = useRef<'escape' | 'outside' | null>(null);

  const close = (how: 'escape' | 'outside' | 'cancel' | 'confirm') => {
    // An outside click confirms the draft; with nothing edited it must not search again (and lose the page).
    if (how === 'confirm' || (how === 'outside' && panels.changed)) panels.confirm();
    else panels.cancel();
    setOpenId(null);
  };

  return (
    <div className={styles.bar} role="group" aria-label={intl.formatMessage(m.modalTitle)} data-testid="filter-bar">
      {panels.visible.map((id) => (
        <DeferredPopover
          key={id}
          open={openId === id}
          onOpenChange={(open) => {
            if (open) {
              panels.cancel();
              setOpenId(id);
            } else if (openId === id) {
              close(closing.current === 'outside' ? 'outside' : 'escape');
              closing.current = null;
            }
          }}
          trigger={(trigger) => (
            <button
              type="button"
              {...trigger}
              onPointerEnter={() => {
                trigger.onPointerEnter();
                void loadSections();
              }}
              onFocus={() => {
                trigger.onFocus();
                void loadSections();
              }}
              className={active.has(id) ? styles.triggerActive : styles.trigger} data-testid={`filter-trigger-${id}`}>
              {intl.formatMessage(FILTER_TITLES[id])}
              {active.has(id) ? (
                <>
                  <span className={styles.dot} aria-hidden="true" />
                  <VisuallyHidden>{intl.formatMessage(m.activeFilter)}</VisuallyHidden>
                </>
              ) : null}
            </button>
          )}
          className={styles.panel}
          align="start"
          sideOffset={8}
          collisionPadding={8}
          aria-label={intl.formatMessage(FILTER_TITLES[id])}
          data-testid={`filter-panel-${id}`}
          onEscapeKeyDown={() => {
            closing.current = 'escape';
          }}
          onInteractOutside={() => {
            closing.current = 'outside';
          }}
        >
          <h2 className={styles.panelTitle}>{intl.formatMessage(FILTER_TITLES[id])}</h2>
          <Suspense fallback={null}>
            <FilterSection id={id} panels={panels} props={props} />
          </Suspense>
          <div className={styles.footer}>
            <Button variant="ghost" onClick={() => close('cancel')}>
              {intl.formatMessage(m.cancel)}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                panels.clear(id);
                setOpenId(null);
              }}
            >
              {intl.formatMessage(m.clear)}
            </Button>
            <ViewOffersButton count={panels.count} onClick={() => close('confirm')} />
          </div>
        </DeferredPopover>
      ))}
    </div>
  );
});
