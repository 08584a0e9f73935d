/** Runs once when the server starts (Node runtime only). */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./src/server/startup-check.server');
}
