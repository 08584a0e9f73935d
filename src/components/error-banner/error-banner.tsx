'use client';

import { useEffect, useRef } from 'react';
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
  const close = useRef<HTMLButtonElement>(null);
  // The only control of the modal takes the focus, so a keyboard user is not left behind it.
  useEffect(() => {
    if (modal) close.current?.focus();
  }, [modal]);
  const text = label ?? intl.formatMessage(m.label);
  const banner = (
    <div className={styles.banner} role="alert" data-testid="error-banner">
      <AlertIcon />
      <p className={styles.label}>{text}</p>
      {modal ? (
        <button ref={close} type="button" className={styles.close} onClick={reload} aria-label={intl.formatMessage(m.reload)}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
  if (!modal) return banner;
  return (
    <div className={styles.backdrop} data-testid="error-banner-modal">
      <div className={styles.dialog} role="dialog" aria-modal="true" aria-label={text}>
        {banner}
      </div>
    </div>
  );
}
