import 'server-only';
import { after } from 'next/server';
import { reportNotFound } from '@/api/errors';
import type { Locale } from '@/domain/model/locale';

/**
 * Reports a missing URI to the error route (part 2 §2), after the answer is sent so the visitor never
 * waits for it. The proxy calls it when it decides a 404: the 404 page itself is cached and shared by
 * every missing path of its site, so it could not report each one.
 */
export function reportMissingUri(uri: string, language: Locale): void {
  const report = async () => {
    await reportNotFound({ uri, locale: language });
  };
  try {
    after(report);
  } catch {
    // Outside a request (the proxy called directly, as its unit tests do): sent without waiting.
    void report();
  }
}
