import 'server-only';
import { draftMode } from 'next/headers';

/**
 * Whether this request previews drafts (part 2 §6). Outside a request (start-up, the proxy, unit
 * tests) there is no draft mode: false.
 */
export async function isDraftPreview(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
}
