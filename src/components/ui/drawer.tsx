'use client';

import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled, { css, keyframes } from 'styled-components';
import { media } from '@/theme/breakpoints';
import { CloseIcon } from './icons';
import { IconButton } from './icon-button';
import { uiMessages } from './messages';
import { Backdrop, PanelBody, PanelHeader as InlineHeader, PanelTitle } from './overlay-styles';
import { useReturnFocus } from './return-focus';

export interface DrawerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The drawer's accessible name, shown in its header. */
  title: ReactNode;
  /** Side it slides from on desktop (default right). */
  side?: 'left' | 'right';
  /** On mobile: a bottom sheet (default) or a full-height side panel (menus). */
  mobile?: 'bottom' | 'side';
  /** On desktop: a side panel (default) or a bottom sheet at every size (the 'Sort by' drawer). */
  desktop?: 'side' | 'bottom';
  /** Extra controls placed before the title (a Go back button…). */
  headerStart?: ReactNode;
  /**
   * inline (default): headerStart, title and close on one row. stacked: headerStart and close on a
   * first row, the title on its own full-width row below (a long title beside a wide button was
   * squeezed into a narrow column).
   */
  headerLayout?: 'inline' | 'stacked';
  children: ReactNode;
  /** Marks the panel for tests and analytics. */
  'data-testid'?: string;
}

const slideUp = keyframes`from { transform: translateY(100%); } to { transform: none; }`;
const slideLeft = keyframes`from { transform: translateX(100%); } to { transform: none; }`;
const slideRight = keyframes`from { transform: translateX(-100%); } to { transform: none; }`;
const slideUpCentred = keyframes`from { transform: translate(-50%, 100%); } to { transform: translate(-50%, 0); }`;

const sidePanel = (side: 'left' | 'right') => css`
  top: 0;
  bottom: 0;
  ${side}: 0;
  /* The bottom sheet of mobile spans both sides: release the other one. */
  ${side === 'left' ? 'right' : 'left'}: auto;
  width: min(420px, 92vw);
  max-height: none;
  border-radius: 0;
  animation: ${side === 'left' ? slideRight : slideLeft} 200ms ease-out;
`;

/** The bottom sheet on a wide screen: centred and no wider than a reading column. */
const bottomSheet = css`
  top: auto;
  left: 0;
  right: 0;
  bottom: 0;
  width: auto;
  max-height: 90vh;
  border-radius: var(--radius-l) var(--radius-l) 0 0;
  animation: ${slideUp} 200ms ease-out;
`;

const Panel = styled(Dialog.Content)<{ $side: 'left' | 'right'; $mobile: 'bottom' | 'side'; $desktop: 'side' | 'bottom' }>`
  position: fixed;
  z-index: calc(var(--z-overlay) + 1);
  display: flex;
  flex-direction: column;
  background: var(--color-surface);
  color: var(--color-text);
  box-shadow: var(--shadow-overlay);

  ${({ $mobile, $side }) => ($mobile === 'bottom' ? bottomSheet : sidePanel($side))}

  ${media.desktop} {
    ${({ $side, $desktop }) =>
      $desktop === 'bottom'
        ? css`
            ${bottomSheet}
            left: 50%;
            right: auto;
            width: min(560px, 100vw);
            transform: translateX(-50%);
            animation: ${slideUpCentred} 200ms ease-out;
          `
        : sidePanel($side)}
  }

  &:focus {
    outline: none;
  }
`;

/** Stacked: the title moves to a row of its own under the buttons (flex order, one DOM order). */
const PanelHeader = styled(InlineHeader)<{ $stacked: boolean }>`
  ${({ $stacked }) =>
    $stacked
      ? css`
          flex-wrap: wrap;
          justify-content: space-between;

          > h2 {
            flex: 1 0 100%;
            order: 3;
            padding: 0 var(--space-2) var(--space-1) 0;
          }
        `
      : ''}
`;

/**
 * A Radix dialog shown as a drawer: a bottom sheet on mobile (or a side panel with mobile="side"),
 * a side panel on desktop (or a bottom sheet with desktop="bottom"). Modal: focus is trapped, Escape and a click outside close it, the body
 * does not scroll behind it, and focus goes back to what opened it.
 *
 *   <Drawer open={open} onOpenChange={setOpen} title="Offer a gift">…</Drawer>
 */
export function Drawer({ open, onOpenChange, title, side = 'right', mobile = 'bottom', desktop = 'side', headerStart, headerLayout = 'inline', children, ...rest }: DrawerProps) {
  const intl = useIntl();
  const focus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Backdrop />
        <Panel $side={side} $mobile={mobile} $desktop={desktop} aria-describedby={undefined} {...focus} data-testid={rest['data-testid']}>
          <PanelHeader $stacked={headerLayout === 'stacked'}>
            {headerStart}
            <PanelTitle>{title}</PanelTitle>
            <Dialog.Close asChild>
              <IconButton label={intl.formatMessage(uiMessages.close)} icon={<CloseIcon />} />
            </Dialog.Close>
          </PanelHeader>
          <PanelBody>{children}</PanelBody>
        </Panel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
