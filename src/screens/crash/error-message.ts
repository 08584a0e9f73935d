/**
 * What the client log says about a thrown value. Errors from server components reach the browser
 * with a generic message and a digest (the key to the server's own log), so the digest is kept.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) {
    const digest = 'digest' in error && typeof error.digest === 'string' ? ` (digest ${error.digest})` : '';
    const text = error.message.trim() === '' ? error.name : error.message;
    return `${text}${digest}`;
  }
  if (typeof error === 'string' && error.trim() !== '') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}
