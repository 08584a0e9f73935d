import { act, render, screen } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { desktopOnly } from '@/components/ui/desktop-island';
import { whenIslandsReady } from '@/components/ui/islands-pending';
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

type GreetingProps = { name: string };

/** The island's code as the browser fetches it: arrives when the test says so, or fails. */
function chunk() {
  let arrive: () => void = () => {};
  let fail: () => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<typeof Greeting>((resolve, reject) => {
        arrive = () => resolve(Greeting);
        fail = () => reject(new Error('chunk failed'));
      }),
  );
  return { load, arrive: () => act(async () => arrive()), fail: () => act(async () => fail()) };
}

type Load = () => Promise<typeof Greeting>;

/** The server's render (jsdom has a window: `onServer` stands for the server's bundle). */
async function serverHtml(): Promise<string> {
  const { prelude } = await prerender(<Page Island={desktopOnly(async () => Greeting, { onServer: true })} />);
  return await new Response(prelude).text();
}

/** The server's HTML in the document, something typed into it, then hydrated on the given screen. */
async function hydrateOn(desktop: boolean, load: Load, { loadedBefore = false } = {}) {
  const html = await serverHtml();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const serverInput = container.querySelector('input')!;
  serverInput.value = 'Lyon';
  serverInput.focus();
  const screenStub = stubScreen(desktop);
  // As in the browser: the island's module runs (and a desktop asks for the code) before hydration.
  const Island = desktopOnly(load);
  if (loadedBefore) await act(async () => {});
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
    screenStub = null;
    document.body.innerHTML = '';
  });

  it('is in the server HTML in place, not streamed after the rest of the page', async () => {
    const html = await serverHtml();
    expect(html).toContain('<div style="display:contents"><div><input aria-label="Destination" value=""/>');
    // No Suspense boundary: React would stream a large one after the rest of the page.
    expect(html).not.toContain('<template');
    expect(html).not.toContain('<!--$');
  });

  it('on the server, a render before the code has arrived (the first after a start) waits for it, in place', async () => {
    const late = desktopOnly<GreetingProps>(() => new Promise((resolve) => setTimeout(() => resolve(Greeting), 20)), { onServer: true });
    const { prelude } = await prerender(<Page Island={late} />);
    const html = await new Response(prelude).text();
    expect(html).toContain('<div style="display:contents"><div><input aria-label="Destination" value=""/>');
    expect(html).not.toContain('<!--$');
  });

  it('on a phone, hydrates the page but never fetches nor runs the island: its server HTML stays, inert', async () => {
    const code = chunk();
    const page = await hydrateOn(false, code.load);
    screenStub = page.screenStub;
    expect(code.load).not.toHaveBeenCalled();
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
    // Nothing is waited for: the page is ready.
    await expect(whenIslandsReady()).resolves.toBeUndefined();
  });

  it('on a phone that grows to desktop width, fetches the island and renders it in place of its server HTML', async () => {
    const code = chunk();
    const page = await hydrateOn(false, code.load);
    screenStub = page.screenStub;
    act(() => page.screenStub.grow());
    await act(async () => {});
    expect(code.load).toHaveBeenCalledTimes(1);
    await code.arrive();
    expect(islandRendered).toHaveBeenCalled();
    expect(page.container.querySelectorAll('input')).toHaveLength(1);
    await click('Hello bar 0');
    expect(screen.getByRole('button', { name: 'Hello bar 1' })).toBeInTheDocument();
    expect(page.errors).toEqual([]);
  });

  it('on a desktop whose code arrived before hydration, hydrates the island in place: what was typed stays', async () => {
    const page = await hydrateOn(true, async () => Greeting, { loadedBefore: true });
    screenStub = page.screenStub;
    expect(islandRendered).toHaveBeenCalled();
    await click('Hello bar 0');
    expect(screen.getByRole('button', { name: 'Hello bar 1' })).toBeInTheDocument();
    expect(page.container.querySelector('input')).toBe(page.serverInput);
    expect(page.serverInput.value).toBe('Lyon');
    expect(page.errors).toEqual([]);
  });

  it('on a desktop whose code arrives after hydration, keeps the server HTML until then and carries the typing over', async () => {
    const code = chunk();
    const page = await hydrateOn(true, code.load);
    screenStub = page.screenStub;
    // Asked for while the page's scripts ran, before hydration.
    expect(code.load).toHaveBeenCalledTimes(1);
    expect(islandRendered).not.toHaveBeenCalled();
    expect(page.container.querySelector('input')).toBe(page.serverInput);
    expect(page.errors).toEqual([]);
    // The hydration mark waits for it.
    const ready = vi.fn();
    void whenIslandsReady().then(ready);
    await act(async () => {});
    expect(ready).not.toHaveBeenCalled();

    page.serverInput.value = 'Lyon centre';
    await code.arrive();
    expect(ready).toHaveBeenCalled();
    expect(islandRendered).toHaveBeenCalled();
    const input = page.container.querySelector('input')!;
    expect(input).not.toBe(page.serverInput);
    expect(page.container.querySelectorAll('input')).toHaveLength(1);
    expect(input.value).toBe('Lyon centre');
    expect(document.activeElement).toBe(input);
    expect(input.selectionStart).toBe('Lyon centre'.length);
    await click('Hello bar 0');
    expect(screen.getByRole('button', { name: 'Hello bar 1' })).toBeInTheDocument();
    expect(page.errors).toEqual([]);
  });

  it('on a desktop whose code fails to load, leaves the server HTML and does not hold the page', async () => {
    const code = chunk();
    const page = await hydrateOn(true, code.load);
    screenStub = page.screenStub;
    await code.fail();
    expect(page.container.querySelector('input')).toBe(page.serverInput);
    await expect(whenIslandsReady()).resolves.toBeUndefined();
    await click('Page 0');
    expect(screen.getByRole('button', { name: 'Page 1' })).toBeInTheDocument();
  });

  it('asks for a chunk that failed again on the next mount (the next page)', async () => {
    screenStub = stubScreen(true);
    let attempt = 0;
    // Offline for the fetch made while the page's scripts ran and for the first page's mount.
    const load = vi.fn(() => (++attempt <= 2 ? Promise.reject(new Error('offline')) : Promise.resolve(Greeting)));
    const Island = desktopOnly<GreetingProps>(load);
    const first = render(<Island name="first" />);
    await act(async () => {});
    expect(screen.queryByRole('button', { name: /Hello first/ })).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    first.unmount();
    render(<Island name="next" />);
    expect(await screen.findByRole('button', { name: 'Hello next 0' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('rendered by the browser (a client navigation): on a desktop, renders the island; on a phone, nothing until it grows', async () => {
    screenStub = stubScreen(true);
    const Island = desktopOnly<GreetingProps>(async () => Greeting);
    const { unmount } = render(<Island name="desktop" />);
    expect(await screen.findByRole('button', { name: 'Hello desktop 0' })).toBeInTheDocument();
    unmount();
    screenStub.restore();

    screenStub = stubScreen(false);
    const code = chunk();
    const OnPhone = desktopOnly<GreetingProps>(code.load);
    islandRendered.mockClear();
    render(
      <>
        <OnPhone name="phone" />
        <p>Rest of the page</p>
      </>,
    );
    expect(screen.getByText('Rest of the page')).toBeInTheDocument();
    await act(async () => {});
    expect(code.load).not.toHaveBeenCalled();
    expect(islandRendered).not.toHaveBeenCalled();
    act(() => screenStub!.grow());
    await act(async () => {});
    await code.arrive();
    expect(await screen.findByRole('button', { name: 'Hello phone 0' })).toBeInTheDocument();
  });
});
