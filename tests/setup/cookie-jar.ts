/**
 * Outside Next's request scope there is no cookie jar: route tests mock `next/headers` with this
 * in-memory one, which the test reads and fills through `jar`:
 *
 *   const jar = vi.hoisted(() => new Map<string, string>());
 *   vi.mock('next/headers', async (importOriginal) => (await import('../setup/cookie-jar')).withCookieJar(await importOriginal(), jar));
 */
export function withCookieJar<T extends object>(actual: T, jar: Map<string, string>) {
  return {
    ...actual,
    cookies: async () => ({
      get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
      set: (name: string, value: string) => void jar.set(name, value),
      delete: (name: string) => void jar.delete(name),
      has: (name: string) => jar.has(name),
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
    }),
  };
}
