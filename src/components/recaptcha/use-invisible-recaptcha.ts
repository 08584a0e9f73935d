'use client';

import { useCallback, useEffect, useMemo } from 'react';
import { loadScriptOnce } from '@/components/ui/load-script';

/**
 * The invisible recaptcha in the browser: reCAPTCHA v3's API (`grecaptcha.ready` / `grecaptcha.execute`
 * returning a promise of the token), which Google's real script and the simulator's stand-in
 * (mocks/providers/recaptcha.ts) both provide. v3 never shows a challenge, so "invisible and runs on
 * submit" (part 2 §4) holds for every visitor; why v3 rather than invisible v2: docs/decisions.md.
 */
interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/** How long loading the script, then producing a token, may each take before we give up (null). */
export const RECAPTCHA_TIMEOUT_MS = 10_000;

export interface InvisibleRecaptchaOptions {
  siteKey: string;
  /** The provider's api.js, from the server's config (never from user input). */
  scriptUrl: string;
  /** Load the script now (so a submit does not wait for it); execute loads it anyway when needed. */
  enabled: boolean;
  timeoutMs?: number;
}

export interface InvisibleRecaptcha {
  /** The token for this action, or null when the provider could not load or answer. Never rejects. */
  execute(action: string): Promise<string | null>;
}

/** Pure: the script address v3 expects (`?render=<site key>`), or null if the URL is not http(s). */
export function recaptchaScriptSrc(scriptUrl: string, siteKey: string, base?: string): string | null {
  let url: URL;
  try {
    url = new URL(scriptUrl, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.searchParams.set('render', siteKey);
  return url.toString();
}

function usable(candidate: Grecaptcha | undefined): Grecaptcha | null {
  return candidate && typeof candidate.ready === 'function' && typeof candidate.execute === 'function' ? candidate : null;
}

/** Loaded once per address for the page's life; a failed load is forgotten so the next submit retries. */
function loadRecaptcha(src: string, timeoutMs: number): Promise<Grecaptcha | null> {
  return loadScriptOnce(src, timeoutMs, () => usable(window.grecaptcha));
}

function runRecaptcha(grecaptcha: Grecaptcha, siteKey: string, action: string, timeoutMs: number): Promise<string | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), timeoutMs);
    const done = (token: unknown) => {
      clearTimeout(timer);
      resolve(typeof token === 'string' && token !== '' ? token : null);
    };
    // The provider's code is third-party: anything it throws or rejects with means "no token".
    try {
      grecaptcha.ready(() => {
        try {
          Promise.resolve(grecaptcha.execute(siteKey, { action })).then(done, () => done(null));
        } catch {
          done(null);
        }
      });
    } catch {
      done(null);
    }
  });
}

export function useInvisibleRecaptcha({ siteKey, scriptUrl, enabled, timeoutMs = RECAPTCHA_TIMEOUT_MS }: InvisibleRecaptchaOptions): InvisibleRecaptcha {
  useEffect(() => {
    const src = recaptchaScriptSrc(scriptUrl, siteKey, window.location.href);
    if (enabled && src) void loadRecaptcha(src, timeoutMs);
  }, [enabled, scriptUrl, siteKey, timeoutMs]);

  const execute = useCallback(
    async (action: string) => {
      const src = recaptchaScriptSrc(scriptUrl, siteKey, window.location.href);
      if (!src) return null;
      const grecaptcha = await loadRecaptcha(src, timeoutMs);
      return grecaptcha ? runRecaptcha(grecaptcha, siteKey, action, timeoutMs) : null;
    },
    [scriptUrl, siteKey, timeoutMs],
  );

  return useMemo(() => ({ execute }), [execute]);
}
