import { act } from '@testing-library/react';
import { lazy } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrationMark, HYDRATED_ATTRIBUTE } from '@/components/shell/hydration-mark';
import { desktopOnly } from '@/components/ui/desktop-island';
import { stubScreen } from '../setup/screen';

/** A button whose code arrives when `arrive` is called, as an island's chunk on a slow network. */
function slowIsland() {
  let arrive: () => void = () => {};
  const clicked: string[] = [];
  const Island = lazy(
    () =>
      new Promise<{ default: () => React.JSX.Element }>((resolve) => {
        arrive = () =>
          resolve({
            default: () => (
              <button type="button" onClick={() => clicked.push('see all')}>
                see all
              </button>
            ),
          });
      }),
  );
  return { Island, arrive: () => arrive(), clicked };
}

const Eager = () => (
  <button type="button" onClick={() => {}}>
    see all
  </button>
);

describe('the hydration mark', () => {
  afterEach(() => {
    document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
    document.body.innerHTML = '';
  });

  it('is not in the server HTML and is set once the page has hydrated', async () => {
    const tree = (
      <main>
        <Eager />
        <HydrationMark />
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    expect(container.innerHTML).not.toContain(HYDRATED_ATTRIBUTE);
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(false);
    await act(async () => {
      hydrateRoot(container, tree);
    });
    expect(document.documentElement.getAttribute(HYDRATED_ATTRIBUTE)).toBe('true');
  });

  it('waits for an island whose code is still loading outside any lazy boundary, and then its button works', async () => {
    // The server has every module: the island renders as the eager button does.
    const serverHtml = renderToString(
      <main>
        <Eager />
        <HydrationMark />
      </main>,
    );
    const client = slowIsland();
    const tree = (
      <main>
        <client.Island />
        <HydrationMark />
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, tree);
    });
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(false);
    await act(async () => {
      client.arrive();
    });
    expect(document.documentElement.getAttribute(HYDRATED_ATTRIBUTE)).toBe('true');
    container.querySelector('button')!.click();
    expect(client.clicked).toEqual(['see all']);
  });

  it('waits for a desktop-only island whose code arrives after hydration, and then its button works', async () => {
    const OnServer = desktopOnly(async () => Eager, { onServer: true });
    await Promise.resolve(); // the server imported the island's code when its module ran
    const serverHtml = renderToString(
      <main>
        <OnServer />
        <HydrationMark />
      </main>,
    );
    const desktop = stubScreen(true);
    try {
      let arrive: () => void = () => {};
      const clicked: string[] = [];
      const Island = desktopOnly(
        () =>
          new Promise<() => React.JSX.Element>((resolve) => {
            arrive = () =>
              resolve(() => (
                <button type="button" onClick={() => clicked.push('see all')}>
                  see all
                </button>
              ));
          }),
      );
      const container = document.createElement('div');
      container.innerHTML = serverHtml;
      document.body.append(container);
      await act(async () => {
        hydrateRoot(
          container,
          <main>
            <Island />
            <HydrationMark />
          </main>,
        );
      });
      expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(false);
      await act(async () => arrive());
      expect(document.documentElement.getAttribute(HYDRATED_ATTRIBUTE)).toBe('true');
      container.querySelector('button')!.click();
      expect(clicked).toEqual(['see all']);
    } finally {
      desktop.restore();
    }
  });
});
