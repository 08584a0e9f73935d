import { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

/** One look for buttons and button-like links; 44 px high so touch targets meet WCAG 2.2 (2.5.8). */
export const buttonStyles = css<{ $variant: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--space-2);
  min-height: 44px;
  padding: 0 var(--space-4);
  border-radius: var(--radius-s);
  border: 2px solid var(--color-brand);
  font: inherit;
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  background: ${({ $variant }) => ($variant === 'primary' ? 'var(--color-brand)' : 'transparent')};
  color: ${({ $variant }) => ($variant === 'primary' ? '#fff' : 'var(--color-brand)')};
  border-color: ${({ $variant }) => ($variant === 'ghost' ? 'transparent' : 'var(--color-brand)')};

  &:hover {
    background: ${({ $variant }) => ($variant === 'primary' ? 'var(--color-brand-dark)' : 'var(--color-surface-alt)')};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;
