'use client';

import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';
import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { media } from '@/theme/breakpoints';
import { CloseIcon } from './icons';
import { IconButton } from './icon-button';
import { uiMessages } from './messages';
import { Backdrop, PanelBody, PanelHeader, PanelTitle } from './overlay-styles';
import { useReturnFocus } from './return-focus';

export interface ModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The modal's accessible name, shown in its header. */
  title: ReactNode;
  /** Full screen below the desktop breakpoint (mobile search, filters…). */
  fullScreenOnMobile?: boolean;
  /** Desktop width (default 640 px). */
  width?: number;
  children: ReactNode;
  /** The element to focus on opening (Radix focuses the first one, the close button, otherwise). */
  initialFocus?: RefObject<HTMLElement | null>;
  'data-testid'?: string;
}

const Panel = styled(Dialog.Content)<{ $fullScreen: boolean; $width: number }>`
  position: fixed;
  z-index: calc(var(--z-overlay) + 1);
  display: flex;
  flex-direction: column;
  background: var(--color-surface);
  color: var(--color-text);
  box-shadow: var(--shadow-overlay);
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(${({ $width }) => $width}px, 94vw);
  max-height: 90vh;
  border-radius: var(--radius-m);

  ${({ $fullScreen }) =>
    $fullScreen &&
    css`
      ${media.mobile} {
        inset: 0;
        transform: none;
        width: 100%;
        max-height: none;
        border-radius: 0;
      }
    `}

  &:focus {
    outline: none;
  }
`;

/**
 * A centred Radix dialog (full screen on mobile with fullScreenOnMobile). Focus trapped, Escape and
 * a click outside close it, body scroll locked, focus returned to the opener.
 *
 *   <Modal open={open} onOpenChange={setOpen} title="I am looking for a weekend" fullScreenOnMobile>…</Modal>
 */
export function Modal({ open, onOpenChange, title, fullScreenOnMobile = false, width = 640, children, initialFocus, ...rest }: ModalProps) {
  const intl = useIntl();
  const returnFocus = useReturnFocus();
  const focus = {
    ...returnFocus,
    onOpenAutoFocus: (event: Event) => {
      returnFocus.onOpenAutoFocus();
      if (!initialFocus?.current) return;
      event.preventDefault();
      initialFocus.current.focus();
    },
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Backdrop />
        <Panel $fullScreen={fullScreenOnMobile} $width={width} aria-describedby={undefined} {...focus} data-testid={rest['data-testid']}>
          <PanelHeader>
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
