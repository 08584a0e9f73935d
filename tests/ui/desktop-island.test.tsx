import { act, render, screen } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { desktopOnly } from '@/components/ui/desktop-island';
import { stubScreen } from '../setup/screen';

/** The island: tells each render, so a test can tell that a phone never ran it. */
const islandRendered = vi.fn();
function Greeting({ name }: { name: string }) {
  islandRendered();
  const [clicks, setClicks] = useState(0);
  return (
    <div>
      <input aria-label="Destination" defaultValue="" />
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        Hello {name} {clicks}
      </button>
    </div>
  );
}

/** A page around the island: a long text before it (the server streams large pages in parts) and a button after it. */
function Page({ Island }: { Island: ComponentType<{ name: string }> }) {
  const [count, setCount] = useState(0);
  return (
    <main>
      <p>{'Long content. '.repeat(1500)}</p>
      <Island name="bar" />
      <button type="button" onClick={() => setCount(count + 1)}>
        Page {count}
      </button>
    </main>
  );
}

/** The server's render (jsdom has a window: a desktop one stands for the server's "every visitor"). */
async function serverHtml(): Promise<string> {
  const desktop = stubScreen(true);
  try {
    const { prelude } = await prerender(<Page Island={desktopOnly(Greeting)} />);
    return await new Response(prelude).text();
  } finally {
    desktop.restore();
  }
}

/** The server's HTML in the document, then hydrated on the given screen. */
async function hydrateOn(desktop: boolean, Island: ComponentType<{ name: string }>) {
  const html = await serverHtml();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const serverInput = container.querySelector('input')!;
  serverInput.value = 'Lyon';
  const screenStub = stubScreen(desktop);
  islandRendered.mockClear();
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Page Island={Island} />, { onRecoverableError: (error) => errors.push(error) });
  });
  return { container, serverInput, screenStub, errors };
}

const click = (name: string | RegExp) => act(async () => screen.getByRole('button', { name }).click());

describe('desktopOnly', () => {
  let screenStub: ReturnType<typeof stubScreen> | null = null;
  afterEach(() => {
    screenStub?.restore();
    document.body.innerHTML = '';
  });

  it('is in the server HTML in place, not streamed after the rest of the page', async () => {
    const html = await serverHtml();
    expect(html).toContain('<div style="display:contents"><div><input aria-label="Destination" value=""/>');
    // No Suspense boundary: React would stream a large one after the rest of the page.
    expect(html).not.toContain('<template');
    expect(html).not.toContain('<!--$');
  });

  it('on a phone, hydrates the page but never runs the island: its server HTML stays, inert', async () => {
    const page = await hydrateOn(false, desktopOnly(Greeting));
    screenStub = page.screenStub;
    expect(islandRendered).not.toHaveBeenCalled();
    expect(page.errors).toEqual([]);
    // The rest of the page is hydrated: its button works.
    await click('Page 0');
    expect(screen.getByRole('button', { name: 'Page 1' })).toBeInTheDocument();
    // The island is the server's HTML, untouched and inert.
    expect(page.container.querySelector('input')).toBe(page.serverInput);
    await click(/Hello bar/);
    expect(screen.getByRole('button', { name: 'Hello bar 0' })).toBeInTheDocument();
    expect(islandRendered).not.toHaveBeenCalled();
  });

  it('on a phone that grows to desktop width, renders the island in place of its server HTML', async () => {
    const page = await hydrateOn(false, desktopOnly(Greeting));
    screenStub = page.screenStub;
    act(() => page.screenStub.grow());
    await act(async () => {});
    expect(islandRendered).toHaveBeenCalled();
    expect(page.container.querySelectorAll('input')).toHaveLength(1);
    await click('Hello bar 0');
    expect(screen.getByRole('button', { name: 'Hello bar 1' })).toBeInTheDocument();
    expect(page.errors).toEqual([]);
  });

  it('on a desktop, hydrates the island with the page, in place: what was typed before stays', async () => {
    const page = await hydrateOn(true, desktopOnly(Greeting));
    screenStub = page.screenStub;
    expect(islandRendered).toHaveBeenCalled();
    await click('Hello bar 0');
    expect(screen.getByRole('button', { name: 'Hello bar 1' })).toBeInTheDocument();
    expect(page.container.querySelector('input')).toBe(page.serverInput);
    expect(page.serverInput.value).toBe('Lyon');
    expect(page.errors).toEqual([]);
  });

  it('rendered by the browser (a client navigation): on a desktop, renders the island; on a phone, nothing', async () => {
    screenStub = stubScreen(true);
    const Island = desktopOnly(Greeting);
    const { unmount } = render(<Island name="desktop" />);
    expect(screen.getByRole('button', { name: 'Hello desktop 0' })).toBeInTheDocument();
    unmount();
    screenStub.restore();

    screenStub = stubScreen(false);
    islandRendered.mockClear();
    render(
      <>
        <Island name="phone" />
        <p>Rest of the page</p>
      </>,
    );
    expect(screen.getByText('Rest of the page')).toBeInTheDocument();
    expect(islandRendered).not.toHaveBeenCalled();
    act(() => screenStub!.grow());
    expect(await screen.findByRole('button', { name: 'Hello phone 0' })).toBeInTheDocument();
  });
});
