import type { Locale } from '@/domain/model/locale';

export const CLIENT_LOG_PATH = '/api/client-log';

/**
 * Sends a client error to the BFF, which logs it with the travel API (message cut at 256
 * characters there). `keepalive` lets it leave even if the visitor navigates away at once.
 * Never throws: logging must not break the crash page.
 */
export async function sendClientLog(message: string, locale: Locale | null): Promise<void> {
  try {
    await fetch(CLIENT_LOG_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: message.slice(0, 2000), locale }),
      keepalive: true,
    });
  } catch {
    // Nothing else to do: the page must stay usable.
  }
}
