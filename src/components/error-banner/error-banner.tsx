'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useIntl } from 'react-intl';
import { errorBannerMessages as m } from './messages';
import styles from './error-banner.module.css';

/** The banner's alert icon: a warning triangle, drawn inline (no request, no layout shift). */
function AlertIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M12 2 1 21h22L12 2Z" fill="currentColor" />
      <path d="M11 9h2v6h-2zM11 17h2v2h-2z" fill="#fff" />
    </svg>
  );
}

export interface ErrorBannerProps {
  /** The spec's specific message where it has one; the generic label otherwise. */
  label?: string;
  /**
   * modal: the failure leaves the page unusable (part 1 §8: in modal mode closing reloads the
   * page): the banner covers the page and its only way out is a reload.
   */
  modal?: boolean;
  /** Reloads the page; replaceable in tests. */
  reload?: () => void;
}

/**
 * The generic error banner (part 1 §8): an alert icon and a label, announced at once (role=alert).
 * Islands show it when a call fails and the spec names no more specific message; the spec's own
 * messages ('Oops, something went wrong' in the hotel offers drawer…) keep their places.
 */
export function ErrorBanner({ label, modal = false, reload = () => window.location.reload() }: ErrorBannerProps) {
  const intl = useIntl();
  const text = label ?? intl.formatMessage(m.label);
  const closeLabel = intl.formatMessage(m.reload);
  if (!modal) {
    return (
      <div className={styles.banner} role="alert" data-testid="error-banner">
        <AlertIcon />
        <p className={styles.label}>{text}</p>
      </div>
    );
  }
  // A Radix dialog: focus moves into it and stays there; every way of closing it (the button,
  // Escape, a click outside) reloads the page, the only way out the spec gives.
  return (
    <Dialog.Root open onOpenChange={(open) => !open && reload()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.backdrop} data-testid="error-banner-modal" />
        <Dialog.Content className={styles.dialog} aria-describedby={undefined}>
          <div className={styles.banner} role="alert" data-testid="error-banner">
            <AlertIcon />
            <Dialog.Title asChild>
              <p className={styles.label}>{text}</p>
            </Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
