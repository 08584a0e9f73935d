'use client';

import styled, { css } from 'styled-components';
import { media } from '@/theme/breakpoints';

/** Shared look of the search box's fields, lists and panels (theme tokens from app/globals.css). */

export const Field = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: var(--space-1);
  min-width: 0;
`;

export const FieldLabel = styled.label`
  font-size: 0.8125rem;
  font-weight: 700;
  color: var(--color-text);
`;

const fieldBox = css`
  width: 100%;
  min-height: 48px;
  padding: var(--space-2) var(--space-3);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-s);
  background: var(--color-surface);
  color: var(--color-text);
  font: inherit;
  text-align: start;
`;

export const TextInput = styled.input`
  ${fieldBox}

  &::placeholder {
    color: var(--color-text-muted);
    opacity: 1;
  }
`;

export const FieldButton = styled.button`
  ${fieldBox}
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
    background: var(--color-surface-alt);
    color: var(--color-text-muted);
  }
`;

export const Hint = styled.span`
  font-size: 0.8125rem;
  color: var(--color-text-muted);
`;

export const PrimaryButton = styled.button`
  min-height: 48px;
  padding: var(--space-2) var(--space-5);
  border: 0;
  border-radius: var(--radius-s);
  background: var(--color-brand);
  color: #fff;
  font: inherit;
  font-weight: 700;
  cursor: pointer;

  &:hover {
    background: var(--color-brand-dark);
  }
`;

/** The dropdown panel of the desktop fields (Radix Popover content). */
export const panel = css`
  z-index: var(--z-overlay);
  background: var(--color-surface);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-m);
  box-shadow: var(--shadow-overlay);
`;

export const Listbox = styled.div<{ $floating: boolean }>`
  padding: var(--space-2) 0;
  overflow-y: auto;
  ${({ $floating }) =>
    $floating
      ? css`
          ${panel}
          width: max(var(--radix-popper-anchor-width, 320px), 320px);
          max-height: min(60vh, 420px);
        `
      : css`
          max-height: none;
        `}
`;

export const GroupLabel = styled.div`
  padding: var(--space-2) var(--space-4) var(--space-1);
  font-size: 0.75rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: var(--color-text-muted);
`;

export const Option = styled.div`
  display: flex;
  flex-direction: column;
  padding: var(--space-2) var(--space-4);
  cursor: pointer;

  &[aria-selected='true'] {
    background: var(--color-surface-alt);
    box-shadow: inset 3px 0 0 var(--color-brand);
  }

  &:hover {
    background: var(--color-surface-alt);
  }
`;

export const OptionLabel = styled.span`
  font-weight: 600;
`;

export const Empty = styled.div`
  padding: var(--space-2) var(--space-4);
  color: var(--color-text-muted);
`;

/** Desktop-only and mobile-only parts: both are in the server HTML, CSS shows one (no layout shift). */
export const DesktopOnly = styled.div`
  ${media.mobile} {
    display: none;
  }
`;

export const MobileOnly = styled.div`
  ${media.desktop} {
    display: none;
  }
`;
