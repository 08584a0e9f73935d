'use client';

import { useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import styled from 'styled-components';
import { SIGN_IN_FAILED_PARAM } from '@/care/sign-in-failure';

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
      <Form onSubmit={signIn}>
        <Label htmlFor="care-email">{labels.account}</Label>
        <Input id="care-email" name="email" type="email" autoComplete="email" required defaultValue={defaultEmail} />
        <Button type="submit" disabled={!ready || pending} aria-busy={pending}>
          {pending ? labels.signingIn : labels.signIn}
        </Button>
      </Form>
      {serviceDown ? <Alert role="alert">{labels.serviceDown}</Alert> : null}
      <form ref={sessionForm} method="post" action="/api/care/session" hidden>
        <input ref={credential} type="hidden" name="credential" />
        <input ref={returnTo} type="hidden" name="returnTo" />
      </form>
    </>
  );
}

const Form = styled.form`
  display: grid;
  gap: var(--space-2);
  max-width: 360px;
  margin: var(--space-5) 0 0;
`;

const Label = styled.label`
  font-weight: 600;
`;

const Input = styled.input`
  font: inherit;
  padding: var(--space-3);
  border: 1px solid var(--color-text-muted);
  border-radius: var(--radius-s);

  &:focus-visible {
    outline: 3px solid var(--color-focus);
    outline-offset: 2px;
  }
`;

const Button = styled.button`
  font: inherit;
  font-weight: 600;
  min-height: 44px;
  padding: var(--space-3) var(--space-5);
  border: 0;
  border-radius: var(--radius-s);
  color: #fff;
  background: var(--color-brand);
  cursor: pointer;

  &:hover:not(:disabled) {
    background: var(--color-brand-dark);
  }

  &:disabled {
    cursor: progress;
    opacity: 0.8;
  }

  &:focus-visible {
    outline: 3px solid var(--color-focus);
    outline-offset: 2px;
  }
`;

const Alert = styled.p`
  margin: var(--space-3) 0 0;
  color: var(--color-error);
`;
