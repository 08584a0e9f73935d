/**
 * The screen a jsdom test runs on. jsdom's matchMedia (tests/setup/dom.ts) matches nothing, a phone:
 * desktop-only islands (src/components/ui/desktop-island.tsx) then stay server HTML. `stubScreen(true)`
 * makes every `(min-width: …)` query match; `grow()` turns a phone into a desktop, telling listeners.
 */
export function stubScreen(desktop: boolean) {
  let matches = desktop;
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      media: query,
      get matches() {
        return matches && query.includes('min-width');
      },
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
  return {
    grow() {
      matches = true;
      for (const listener of [...listeners]) listener({ matches: true } as MediaQueryListEvent);
    },
    restore() {
      window.matchMedia = original;
    },
  };
}

/** Runs every test of the calling file on a desktop screen. */
export function onDesktopScreen(): void {
  let screen: ReturnType<typeof stubScreen> | null = null;
  beforeEach(() => {
    screen = stubScreen(true);
  });
  afterEach(() => screen?.restore());
}
