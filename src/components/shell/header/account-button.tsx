'use client';

import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { UserIcon } from '@/components/ui/header-icons';
import { islandMessages as m } from '../client-messages';
import { isSignedIn, signOut, subscribeToAccount } from '../rules/account';
import type { AccountLinks } from './account-menu';
import styles from './header.module.css';

const AccountMenu = lazy(() => import('./account-menu'));

/** The URL has no change event for its hash; the link's click handler reads it fresh anyway. */
const subscribeToLocation = () => () => undefined;

/** The sign-in link (built by the server with `href`) with another origin: the routing tables stay off the client. */
export function withOrigin(signInHref: string, origin: string): string {
  const url = new URL(signInHref, 'http://localhost');
  url.searchParams.set('origin', origin);
  return `${url.pathname}${url.search}`;
}

/**
 * The header's account button (part 2 §4): a menu when signed in (access-token cookie and the
 * customer account toggle), a sign-in link carrying the current URL as origin otherwise.
 * Cookies are read after mount: the server HTML is the same for everyone (cacheable).
 */
export function AccountButton({ accountToggle, signInHref, links }: { accountToggle: boolean; signInHref: string; links: AccountLinks }) {
  const intl = useIntl();
  // Server and hydration render the signed-out link; the browser then reads its cookies.
  const signedIn = useSyncExternalStore(subscribeToAccount, () => isSignedIn(document.cookie, accountToggle), () => false);
  const href = useSyncExternalStore(subscribeToLocation, () => withOrigin(signInHref, window.location.href), () => signInHref);
  const signInLink = useRef<HTMLAnchorElement>(null);
  const justSignedOut = useRef(false);

  useEffect(() => {
    // After signing out the menu is gone: keep keyboard users on the control that replaced it.
    if (!signedIn && justSignedOut.current) {
      justSignedOut.current = false;
      signInLink.current?.focus();
    }
  }, [signedIn]);

  const label = (text: string) => (
    <>
      <UserIcon />
      <span className={styles.actionLabel}>{text}</span>
    </>
  );

  if (!signedIn) {
    return (
      <a
        ref={signInLink}
        className={styles.action}
        href={href}
        // The hash may have changed since mount (dates, guests): the origin is the URL at click time.
        onClick={(event) => {
          event.currentTarget.href = withOrigin(signInHref, window.location.href);
        }}
        data-analytics-action="header-sign-in"
        data-testid="account-sign-in"
      >
        {label(intl.formatMessage(m.signIn))}
      </a>
    );
  }

  const onSignOut = () => {
    justSignedOut.current = true;
    signOut(document);
  };
  const fallback = (
    <button type="button" className={styles.action} disabled>
      {label(intl.formatMessage(m.account))}
    </button>
  );
  return (
    <Suspense fallback={fallback}>
      <AccountMenu links={links} onSignOut={onSignOut} triggerClassName={styles.action} labelClassName={styles.actionLabel} />
    </Suspense>
  );
}
