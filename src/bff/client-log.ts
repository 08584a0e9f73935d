import { bffPost } from '@/bff/client';
import { CLIENT_LOG_MAX_MESSAGE, clientLogContract } from '@/bff/contracts/client-log';
import type { Locale } from '@/domain/model/locale';

/**
 * Sends a client error to the BFF (the crash page, the product page's booking errors), which logs
 * it with the travel API (message cut at 256
 * characters there). `keepalive` lets it leave even if the visitor navigates away at once.
 * Never throws: logging must not break the crash page.
 */
export async function sendClientLog(message: string, locale: Locale | null): Promise<void> {
  try {
    await bffPost(clientLogContract, { message: message.slice(0, CLIENT_LOG_MAX_MESSAGE), locale }, { keepalive: true });
  } catch {
    // Nothing else to do: the page must stay usable.
  }
}
