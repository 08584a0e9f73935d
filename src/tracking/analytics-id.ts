/**
 * The analytics id (part 2 §4, §9): polled every second, at most 5 times, from the analytics
 * library's cookie (`_ga`, docs/decisions.md); when it never shows, a load-attempt flag is set so
 * the data layer knows the library did not load (blocked, consent refused…).
 */
export const ANALYTICS_COOKIE = '_ga';
export const ANALYTICS_POLL_INTERVAL_MS = 1000;
export const ANALYTICS_POLL_ATTEMPTS = 5;

/** `_ga=GA1.1.1234567890.1700000000` → '1234567890.1700000000' (the client id); null when absent or unreadable. */
export function readAnalyticsId(cookieHeader: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== ANALYTICS_COOKIE) continue;
    const value = decodeURIComponent(rest.join('='));
    const match = /^GA\d+\.\d+\.(\d+\.\d+)$/.exec(value);
    return match ? match[1]! : null;
  }
  return null;
}

export interface AnalyticsIdPolling {
  /** Reads the id now (from document.cookie in the browser). */
  read(): string | null;
  onFound(id: string): void;
  /** Called once after the last attempt failed. */
  onGiveUp(): void;
  intervalMs?: number;
  attempts?: number;
}

/** Starts polling; the first attempt is one interval after the start. Returns a function that stops it. */
export function pollAnalyticsId({ read, onFound, onGiveUp, intervalMs = ANALYTICS_POLL_INTERVAL_MS, attempts = ANALYTICS_POLL_ATTEMPTS }: AnalyticsIdPolling): () => void {
  let tries = 0;
  const timer = setInterval(() => {
    tries += 1;
    const id = read();
    if (id !== null) {
      clearInterval(timer);
      onFound(id);
    } else if (tries >= attempts) {
      clearInterval(timer);
      onGiveUp();
    }
  }, intervalMs);
  return () => clearInterval(timer);
}
