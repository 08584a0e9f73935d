'use client';

import { useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { SIGN_IN_FAILED_PARAM } from '@/care/sign-in-failure';
import styles from './simulated-google-sign-in.module.css';

/**
 * Simulator mode of the care sign-in: asks the simulated Google for an ID token for the given
 * address, then posts it to the session route like Google's redirect mode would (field
 * `credential`); the route verifies it, sets the cookie and sends the browser back.
 */
export interface SimulatedSignInLabels {
  account: string;
  signIn: string;
  signingIn: string;
  serviceDown: string;
}

interface Props {
  tokenUrl: string;
  defaultEmail: string;
  homePath: string;
  loginPath: string;
  labels: SimulatedSignInLabels;
}

const subscribeToNothing = () => () => undefined;
/** false in the server HTML and during hydration, true once React runs in the browser. */
function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, () => true, () => false);
}

/** Back to the page that was asked for (the login page replaced it), or the site's home. */
function returnPath(loginPath: string, homePath: string): string {
  const { pathname, search, hash } = window.location;
  if (pathname === loginPath) return homePath;
  const query = new URLSearchParams(search);
  query.delete(SIGN_IN_FAILED_PARAM);
  const rest = query.toString();
  return `${pathname}${rest === '' ? '' : `?${rest}`}${hash}`;
}

export function SimulatedGoogleSignIn({ tokenUrl, defaultEmail, homePath, loginPath, labels }: Props) {
  const sessionForm = useRef<HTMLFormElement>(null);
  const credential = useRef<HTMLInputElement>(null);
  const returnTo = useRef<HTMLInputElement>(null);
  // The button works only once hydrated; before that it must not submit the plain form.
  const ready = useHydrated();
  const [pending, setPending] = useState(false);
  const [serviceDown, setServiceDown] = useState(false);

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = new FormData(event.currentTarget).get('email');
    setPending(true);
    setServiceDown(false);
    try {
      const response = await fetch(tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      const body: unknown = response.ok ? await response.json() : null;
      const token = body && typeof body === 'object' ? (body as { id_token?: unknown }).id_token : undefined;
      if (typeof token !== 'string') throw new Error(`token endpoint answered ${response.status}`);
      if (!sessionForm.current || !credential.current || !returnTo.current) return;
      credential.current.value = token;
      returnTo.current.value = returnPath(loginPath, homePath);
      sessionForm.current.submit();
    } catch {
      setServiceDown(true);
      setPending(false);
    }
  }

  return (
    <>
      <form className={styles.form} onSubmit={signIn}>
        <label className={styles.label} htmlFor="care-email">{labels.account}</label>
        <input className={styles.input} id="care-email" name="email" type="email" autoComplete="email" required defaultValue={defaultEmail} />
        <button className={styles.button} type="submit" disabled={!ready || pending} aria-busy={pending}>
          {pending ? labels.signingIn : labels.signIn}
        </button>
      </form>
      {serviceDown ? <p className={styles.alert} role="alert">{labels.serviceDown}</p> : null}
      <form ref={sessionForm} method="post" action="/api/care/session" hidden>
        <input ref={credential} type="hidden" name="credential" />
        <input ref={returnTo} type="hidden" name="returnTo" />
      </form>
    </>
  );
}
