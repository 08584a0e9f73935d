'use client';

import * as RadixPopover from '@radix-ui/react-popover';
import type { ReactElement, ReactNode } from 'react';
import styles from './popover.module.css';

export interface PopoverProps {
  /** The element that toggles it: a <button> (or a component forwarding its ref to one). */
  trigger: ReactElement;
  children: ReactNode;
  open?: boolean;
  onOpenChange?(open: boolean): void;
  align?: 'start' | 'center' | 'end';
  /** Accessible name of the panel (role dialog). */
  label: string;
  'data-testid'?: string;
}

/**
 * A Radix popover anchored to its trigger (account menu, dropdowns). Escape and a click outside
 * close it; focus moves into it on open and back to the trigger on close. Not modal: the page
 * keeps scrolling.
 *
 *   <Popover label="My account" trigger={<button>My account</button>}>…links…</Popover>
 */
export function Popover({ trigger, children, open, onOpenChange, align = 'end', label, ...rest }: PopoverProps) {
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content className={styles.content} align={align} sideOffset={8} collisionPadding={8} aria-label={label} data-testid={rest['data-testid']}>
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
