import { loadScriptOnce } from '@/components/ui/load-script';

/**
 * The messenger provider's browser API (Contract M): `open` shows its chat panel and calls `onClose`
 * when the visitor closes it. A real provider is wrapped by a messenger.js of this shape.
 */
export interface Messenger {
  open(options: { locale: string; onClose: () => void }): void;
}

declare global {
  interface Window {
    EscapadeMessenger?: Messenger;
  }
}

export const MESSENGER_LOAD_TIMEOUT_MS = 10_000;

/** The provider's script (from the server's config, http(s) only), loaded once; null when it cannot load. */
export function loadMessenger(scriptUrl: string, timeoutMs = MESSENGER_LOAD_TIMEOUT_MS): Promise<Messenger | null> {
  let src: string;
  try {
    const url = new URL(scriptUrl, window.location.href);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return Promise.resolve(null);
    src = url.toString();
  } catch {
    return Promise.resolve(null);
  }
  // A failed load is forgotten, so the next click retries.
  return loadScriptOnce(src, timeoutMs, () => (typeof window.EscapadeMessenger?.open === 'function' ? window.EscapadeMessenger : null));
}
