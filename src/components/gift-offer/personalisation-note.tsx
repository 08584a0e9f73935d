'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { browserStorage, readPersonalisation } from '@/domain/gift/personalisation-storage';
import { giftOfferMessages as m } from './messages';
import styles from './gift-offer.module.css';

const noSubscription = () => () => {};

/**
 * The saved sender and message of a gift (the gift summary): read from the browser's storage after
 * hydration (the server has no storage: it renders nothing here); nothing saved, nothing shown.
 */
export function PersonalisationNote({ storageKey, heading }: { storageKey: string; /** Shown above, only when something was saved. */ heading?: ReactNode }) {
  const intl = useIntl();
  // A JSON string snapshot: stable between renders, so useSyncExternalStore does not loop.
  const snapshot = useSyncExternalStore(
    noSubscription,
    () => JSON.stringify(readPersonalisation(browserStorage(), storageKey)),
    () => 'null',
  );
  const saved = JSON.parse(snapshot) as ReturnType<typeof readPersonalisation>;
  if (saved === null) return null;
  return (
    <div className={styles.noteBlock} data-testid="gift-personalisation-note">
      {heading}
      <dl className={styles.note}>
        {saved.fromName !== '' ? (
          <div>
            <dt>{intl.formatMessage(m.fromName)}</dt>
            <dd data-testid="gift-note-from">{saved.fromName}</dd>
          </div>
        ) : null}
        {saved.message !== '' ? (
          <div>
            <dt>{intl.formatMessage(m.message)}</dt>
            <dd className={styles.noteMessage} data-testid="gift-note-message">
              {saved.message}
            </dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}

export default PersonalisationNote;
