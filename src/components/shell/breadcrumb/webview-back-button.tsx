'use client';

import { useIntl } from 'react-intl';
import { ArrowLeftIcon } from '@/components/ui/header-icons';
import { islandMessages as m } from '../client-messages';
import styles from './breadcrumb.module.css';

/** In an embedded webview: one step back, or the breadcrumb's parent page when there is no history. */
export function WebviewBackButton({ fallbackHref }: { fallbackHref: string }) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className={styles.back}
      onClick={() => {
        if (window.history.length > 1) window.history.back();
        else window.location.assign(fallbackHref);
      }}
      data-analytics-action="webview-back"
      data-testid="webview-back"
    >
      <ArrowLeftIcon />
      {intl.formatMessage(m.back)}
    </button>
  );
}
