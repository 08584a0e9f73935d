import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

/** The classes of a button or button-like link of the given variant, plus the caller's own. */
export function buttonClassName(variant: ButtonVariant, className?: string): string {
  return [styles.button, styles[variant], className].filter(Boolean).join(' ');
}
