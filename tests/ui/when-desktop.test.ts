import { DESKTOP_QUERY, whenDesktop } from '@/components/ui/when-desktop';

/** A window whose width can be changed: matchMedia answers for the desktop query and tells its listeners. */
function fakeWindow(desktop: boolean) {
  let matches = desktop;
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const queries: string[] = [];
  const target = {
    matchMedia(query: string) {
      queries.push(query);
      return {
        get matches() {
          return matches;
        },
        addEventListener: (_type: 'change', listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
        removeEventListener: (_type: 'change', listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
      } as unknown as MediaQueryList;
    },
  };
  const resize = (toDesktop: boolean) => {
    matches = toDesktop;
    for (const listener of [...listeners]) listener({ matches: toDesktop } as MediaQueryListEvent);
  };
  return { target, resize, queries, listeners };
}

/** Whether the promise settled within a few turns of the event loop. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
  return done;
}

describe('whenDesktop', () => {
  it('asks the CSS breakpoint and resolves at once on a desktop screen', async () => {
    const screen = fakeWindow(true);
    expect(await settled(whenDesktop(screen.target))).toBe(true);
    expect(screen.queries).toEqual([DESKTOP_QUERY]);
    expect(DESKTOP_QUERY).toBe('(min-width: 1024px)');
  });

  it('resolves at once on the server (no window): the part is in the server HTML for every visitor', async () => {
    expect(await settled(whenDesktop(undefined))).toBe(true);
  });

  it('stays pending on a phone, and resolves once the window grows to desktop width', async () => {
    const screen = fakeWindow(false);
    const desktop = whenDesktop(screen.target);
    expect(await settled(desktop)).toBe(false);
    screen.resize(false);
    expect(await settled(desktop)).toBe(false);
    screen.resize(true);
    expect(await settled(desktop)).toBe(true);
    // It stops listening once resolved.
    expect(screen.listeners.size).toBe(0);
  });
});
