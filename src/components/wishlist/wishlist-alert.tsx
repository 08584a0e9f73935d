'use client';

import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { WishlistState } from './wishlist-store';
import { wishlistMessages as m } from './messages';
import styles from './wishlist-alert.module.css';

/** How long a failure stays on screen; screen readers hear it at once (role alert). */
const VISIBLE_MS = 6000;

/** The announced failure of a heart's click (the heart itself is already back to its state). */
export function WishlistAlert({ error }: { error: WishlistState['error'] }) {
  const intl = useIntl();
  // The failure whose time is up; a newer failure is another object, shown again.
  const [expired, setExpired] = useState<WishlistState['error']>(null);
  useEffect(() => {
    if (!error) return;
    const timer = window.setTimeout(() => setExpired(error), VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [error]);
  const shown = error !== null && error !== expired ? error : null;
  return (
    <div role="alert" className={shown ? styles.alert : undefined} data-testid="wishlist-alert">
      {shown ? intl.formatMessage(shown.kind === 'add' ? m.addFailed : m.removeFailed) : null}
    </div>
  );
}
