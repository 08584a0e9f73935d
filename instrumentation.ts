/**
 * Runs once when the server starts: a misconfigured travel-API variable stops the server
 * with a message naming it, instead of failing on the first request.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { parseApiConfig, ConfigError } = await import('./src/api/core/config.server');
  try {
    parseApiConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`\n${error.message}\nFix it in the environment or .env (see .env.example).\n`);
      process.exit(1);
    }
    throw error;
  }
}
