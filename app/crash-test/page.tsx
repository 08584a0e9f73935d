import { notFound } from 'next/navigation';
import { connection } from 'next/server';

/**
 * A render error on demand, to test the crash page: only when the server runs with
 * ENABLE_CRASH_TEST=1 (the e2e run); anywhere else this path is a plain 404.
 */
export default async function CrashTestPage() {
  // Read the switch per request, never at build time.
  await connection();
  if (process.env.ENABLE_CRASH_TEST !== '1') notFound();
  throw new Error(`Crash test: a forced render error. ${'x'.repeat(300)}`);
}
