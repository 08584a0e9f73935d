'use client';

import { useState } from 'react';
import { useIntl } from 'react-intl';
import { CopyIcon } from '@/components/ui/icons';
import { islandMessages as m } from '../client-messages';
import { publicLinkOf } from '../rules/share-link';
import styles from './share-link-tool.module.css';

type Status = { kind: 'idle' } | { kind: 'copied' } | { kind: 'failed'; link: string };

/**
 * Copies the current page's link with the public host in place of the customer-care host, so the
 * customer can open it (part 2 §2). The Clipboard API needs a secure context; when it refuses,
 * the link is shown selected in a field to copy by hand.
 */
export function ShareLinkTool({ siteUrl }: { siteUrl: string }) {
  const intl = useIntl();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const copy = async () => {
    const link = publicLinkOf(window.location.href, siteUrl);
    try {
      if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(link);
      setStatus({ kind: 'copied' });
    } catch {
      setStatus({ kind: 'failed', link });
    }
  };

  return (
    <div className={styles.tool}>
      <button className={styles.copy} type="button" onClick={copy} data-testid="care-share-link" data-analytics-action="care-share-link">
        <CopyIcon />
        {intl.formatMessage(m.shareLink)}
      </button>
      <span role="status">
        {status.kind === 'copied' ? intl.formatMessage(m.shareCopied) : null}
        {status.kind === 'failed' ? intl.formatMessage(m.shareFailed) : null}
      </span>
      {status.kind === 'failed' ? (
        <input className={styles.field} readOnly value={status.link} aria-label={intl.formatMessage(m.shareLink)} onFocus={(event) => event.currentTarget.select()} autoFocus />
      ) : null}
    </div>
  );
}
