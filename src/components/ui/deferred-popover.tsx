'use client';

import { lazy, Suspense, useId, useRef, useState, type ReactElement, type Ref } from 'react';
import type { PopoverPanelProps } from './popover-panel';

const loadPanel = () => import('./popover-panel');
const PopoverPanel = lazy(loadPanel);

/**
 * Radix Popover without Radix in the page's first load (DESIGN §6: popovers load when first
 * needed): Radix and floating-ui weigh about 24 kB gzip, and every page with a search box drew
 * them in for dropdowns that were closed. The trigger is the page's own element; the panel's code
 * is fetched when the pointer or the focus reaches the trigger, and the panel mounts on first open.
 */
export interface PopoverTriggerProps {
  ref: Ref<HTMLButtonElement>;
  'aria-haspopup': 'dialog';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  'data-state': 'open' | 'closed';
  onClick(): void;
  onPointerEnter(): void;
  onFocus(): void;
}

type PanelOptions = Omit<PopoverPanelProps, 'id' | 'open' | 'onOpenChange' | 'anchor'>;

/** Fetches the panel's code ahead of the first open (pointer over or focus on the trigger). */
export function preloadPopoverPanel(): void {
  void loadPanel();
}

/**
 * The Radix panel, loaded and mounted the first time `open` is true, then kept mounted (Radix
 * unmounts the content while closed). For popovers anchored to something that is not a button
 * toggle, e.g. a combobox's field.
 */
export function DeferredPopoverPanel(props: PopoverPanelProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <PopoverPanel {...props} />
    </Suspense>
  );
}

/** A button that toggles a deferred popover: `trigger` renders it with the props it needs. */
export function DeferredPopover({
  open,
  onOpenChange,
  trigger,
  ...panel
}: PanelOptions & { open: boolean; onOpenChange(open: boolean): void; trigger(props: PopoverTriggerProps): ReactElement }) {
  const anchor = useRef<HTMLButtonElement>(null);
  const id = useId();
  return (
    <>
      {trigger({
        ref: anchor,
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
        'aria-controls': open ? id : undefined,
        'data-state': open ? 'open' : 'closed',
        onClick: () => onOpenChange(!open),
        onPointerEnter: preloadPopoverPanel,
        onFocus: preloadPopoverPanel,
      })}
      <DeferredPopoverPanel id={id} open={open} onOpenChange={onOpenChange} anchor={anchor} {...panel} />
    </>
  );
}
