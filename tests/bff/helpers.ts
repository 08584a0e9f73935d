/** Requests and answers of the BFF route tests (the routes are called as functions, in process). */

export const getRequest = (path: string, query: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return new Request(`http://localhost${path}?${params}`);
};

export const postRequest = (path: string, body: unknown) =>
  new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** The one BFF error body, never cached. */
export async function expectBffError(response: Response, status: number, code: string): Promise<void> {
  expect(response.status).toBe(status);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toEqual({ error: { code } });
}

/** The URLs the calls under test asked the (in-process) travel API for. */
export function spyUpstream(): { urls: () => string[] } {
  const spy = vi.spyOn(globalThis, 'fetch');
  return { urls: () => spy.mock.calls.map(([input]) => (input instanceof Request ? input.url : String(input))) };
}
