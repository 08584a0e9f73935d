import { act, fireEvent } from '@testing-library/react';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import type { FormEdits } from '@/components/ui/form-edits';
import { intentIsland, type WithFormEdits } from '@/components/ui/intent-island';

/**
 * intentIsland (src/components/ui/intent-island.tsx): the server's form stays, inert and usable as
 * a plain form, until the visitor reaches for it; then the island's code is fetched and rendered in
 * its place with what was done to it. Hydrated here from the server's own HTML, as in the browser.
 */
type FormProps = { name: string };

const received = vi.fn<(edits: FormEdits | null | undefined) => void>();
function Form({ name, edits }: WithFormEdits<FormProps>) {
  received(edits);
  return (
    <form data-testid="form" data-island-rendered="">
      <input name="firstName" aria-label="First name" defaultValue={name} />
      <label>
        <input type="radio" name="civility" value="MR" /> Mr
      </label>
      <label>
        <input type="radio" name="civility" value="MRS" /> Mrs
      </label>
      <label>
        <input type="checkbox" name="termsAccepted" /> Terms
      </label>
      <select name="country" aria-label="Country" defaultValue="FR">
        <option value="FR">France</option>
        <option value="BE">Belgique</option>
      </select>
      <button type="submit">Continue</button>
    </form>
  );
}

/** The island's code as the browser fetches it: arrives when the test says so, or fails. */
function chunk() {
  let arrive: () => void = () => {};
  let fail: () => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<ComponentType<WithFormEdits<FormProps>>>((resolve, reject) => {
        arrive = () => resolve(Form);
        fail = () => reject(new Error('chunk failed'));
      }),
  );
  return { load, arrive: () => act(async () => arrive()), fail: () => act(async () => fail()) };
}

async function page(load: () => Promise<ComponentType<WithFormEdits<FormProps>>>, options: { atOnce?: () => boolean } = {}) {
  const { prelude } = await prerender(<main>{(() => {
    const Server = intentIsland<FormProps>(async () => Form, { onServer: true });
    return <Server name="" />;
  })()}</main>);
  const container = document.createElement('div');
  container.innerHTML = await new Response(prelude).text();
  document.body.append(container);
  const Island = intentIsland<FormProps>(load, options);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <main><Island name="" /></main>, { onRecoverableError: (error) => errors.push(error) });
  });
  received.mockClear();
  const field = (selector: string) => container.querySelector<HTMLInputElement>(selector)!;
  return { container, errors, field, rendered: () => container.querySelector('[data-island-rendered]') !== null && received.mock.calls.length > 0 };
}

afterEach(() => {
  document.body.innerHTML = '';
  received.mockReset();
});

describe('intentIsland', () => {
  it('is the server’s form in place; the browser fetches nothing until the visitor reaches for it', async () => {
    const code = chunk();
    const { container, errors, field, rendered } = await page(code.load);
    expect(container.querySelector('form')).not.toBeNull();
    expect(code.load).not.toHaveBeenCalled();
    expect(rendered()).toBe(false);
    expect(errors).toEqual([]);
    fireEvent.pointerOver(field('input[name="firstName"]'));
    expect(code.load).toHaveBeenCalledTimes(1);
  });

  it('takes what was typed, ticked, chosen and focused before its code arrived, and the fields left', async () => {
    const code = chunk();
    const { field } = await page(code.load);
    const first = field('input[name="firstName"]');
    first.focus();
    first.value = 'Camille';
    first.blur();
    field('input[value="MRS"]').checked = true;
    field('input[name="termsAccepted"]').checked = true;
    field('select[name="country"]').value = 'BE';
    first.focus();
    expect(code.load).toHaveBeenCalledTimes(1);
    await code.arrive();
    expect(received).toHaveBeenLastCalledWith({
      values: { firstName: 'Camille', civility: 'MRS', termsAccepted: true, country: 'BE' },
      focused: 'firstName',
      touched: ['firstName'],
      submitted: false,
    });
    // The island's own elements now.
    expect(field('input[name="firstName"]')).not.toBe(first);
  });

  it('holds a submit made before its code arrived (never sent as a plain form) and hands it on', async () => {
    const code = chunk();
    const { container } = await page(code.load);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    container.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(code.load).toHaveBeenCalledTimes(1);
    await code.arrive();
    expect(received).toHaveBeenLastCalledWith(expect.objectContaining({ submitted: true }));
  });

  it('a press still held when the code arrives is let finish (its release and click) before the island takes over', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const code = chunk();
      const { field, rendered } = await page(code.load);
      const box = field('input[name="termsAccepted"]');
      fireEvent.pointerDown(box);
      await code.arrive();
      expect(rendered()).toBe(false);
      fireEvent.pointerUp(window);
      box.click();
      await act(async () => vi.runAllTimers());
      expect(rendered()).toBe(true);
      expect(received).toHaveBeenLastCalledWith(expect.objectContaining({ values: { termsAccepted: true } }));
    } finally {
      vi.useRealTimers();
    }
  });

  it('a key still held when the code arrives (a Space on a radio checks it on release) is let finish first', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const code = chunk();
      const { field, rendered } = await page(code.load);
      const radio = field('input[value="MRS"]');
      radio.focus();
      fireEvent.keyDown(radio, { key: ' ' });
      await code.arrive();
      expect(rendered()).toBe(false);
      fireEvent.keyUp(window, { key: ' ' });
      radio.click();
      await act(async () => vi.runAllTimers());
      expect(rendered()).toBe(true);
      expect(received).toHaveBeenLastCalledWith(expect.objectContaining({ values: { civility: 'MRS' }, focused: 'civility' }));
    } finally {
      vi.useRealTimers();
    }
  });

  it('loads at once when it has something to show already', async () => {
    const code = chunk();
    const { rendered } = await page(code.load, { atOnce: () => true });
    expect(code.load).toHaveBeenCalledTimes(1);
    await code.arrive();
    expect(rendered()).toBe(true);
    expect(received).toHaveBeenLastCalledWith({ values: {}, focused: null, touched: [], submitted: false });
  });

  it('a failed fetch leaves the server’s form; the next intent asks again', async () => {
    const code = chunk();
    const { field, rendered } = await page(code.load);
    fireEvent.focusIn(field('input[name="firstName"]'));
    await code.fail();
    expect(rendered()).toBe(false);
    expect(field('input[name="firstName"]')).not.toBeNull();
    fireEvent.keyDown(field('input[name="firstName"]'), { key: 'a' });
    fireEvent.keyUp(window, { key: 'a' });
    expect(code.load).toHaveBeenCalledTimes(2);
    await code.arrive();
    expect(rendered()).toBe(true);
  });
});

/** An island that is not a form: its buttons act on its own state (the search results' Filter, Map, a card's heart). */
const pressed = vi.fn<(which: string) => void>();
function List() {
  return (
    <section data-island-rendered="">
      <p>
        <button type="button" onClick={() => pressed('map')}>
          Map
        </button>
        <button type="button" onClick={() => pressed('sort')}>
          Sort
        </button>
      </p>
      <a
        href="#page=2"
        onClick={(event) => {
          event.preventDefault();
          pressed('page 2');
        }}
      >
        Page 2
      </a>
      <a href="https://elsewhere.example/" onClick={() => pressed('elsewhere')}>
        Elsewhere
      </a>
    </section>
  );
}

async function listPage(load: () => Promise<ComponentType<object>>) {
  const { prelude } = await prerender(<main>{(() => {
    const Server = intentIsland<object>(async () => List, { onServer: true, replay: true });
    return <Server />;
  })()}</main>);
  const container = document.createElement('div');
  container.innerHTML = await new Response(prelude).text();
  document.body.append(container);
  const Island = intentIsland<object>(load, { replay: true });
  await act(async () => {
    hydrateRoot(container, <main><Island /></main>);
  });
  const button = (name: string) => [...container.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === name)!;
  return { container, button, rendered: () => container.querySelector('[data-island-rendered]') !== null };
}

function listChunk() {
  let arrive: () => void = () => {};
  let fail: () => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<ComponentType<object>>((resolve, reject) => {
        arrive = () => resolve(List);
        fail = () => reject(new Error('chunk failed'));
      }),
  );
  return { load, arrive: () => act(async () => arrive()), fail: () => act(async () => fail()) };
}

describe('intentIsland with replay (an island that is not a form)', () => {
  afterEach(() => pressed.mockReset());

  it('makes the click the server’s HTML could not answer again on the island’s own button, and puts the focus back', async () => {
    const code = listChunk();
    const { button } = await listPage(code.load);
    const serverSort = button('Sort');
    fireEvent.pointerDown(serverSort);
    fireEvent.pointerUp(window);
    serverSort.focus();
    serverSort.click();
    expect(code.load).toHaveBeenCalledTimes(1);
    expect(pressed).not.toHaveBeenCalled();
    await code.arrive();
    await act(async () => new Promise((resolve) => setTimeout(resolve)));
    expect(pressed.mock.calls).toEqual([['sort']]);
    expect(button('Sort')).not.toBe(serverSort);
    expect(document.activeElement).toBe(button('Sort'));
  });

  it('does not make a click on a link to another page again: the browser has followed it', async () => {
    const code = listChunk();
    const { container } = await listPage(code.load);
    const elsewhere = container.querySelector<HTMLAnchorElement>('a[href="https://elsewhere.example/"]')!;
    fireEvent.pointerOver(elsewhere);
    // jsdom does not navigate: the default left to the browser is what matters.
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    elsewhere.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    await code.arrive();
    expect(pressed).not.toHaveBeenCalled();
  });

  it('holds a link within the page (a page of results) for the island, which takes it as its own', async () => {
    const code = listChunk();
    const { container } = await listPage(code.load);
    const page2 = container.querySelector<HTMLAnchorElement>('a[href="#page=2"]')!;
    fireEvent.pointerOver(page2);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    page2.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(window.location.hash).toBe('');
    await code.arrive();
    expect(pressed.mock.calls).toEqual([['page 2']]);
  });

  it('a link within the page held while the fetch failed is followed as the browser would have', async () => {
    const code = listChunk();
    const { container } = await listPage(code.load);
    const page2 = container.querySelector<HTMLAnchorElement>('a[href="#page=2"]')!;
    fireEvent.focusIn(page2);
    page2.click();
    await code.fail();
    expect(window.location.hash).toBe('#page=2');
    window.history.replaceState(null, '', window.location.pathname);
  });

  it('does not make a click again once its fetch has failed: a later intent finds it forgotten', async () => {
    const code = listChunk();
    const { button } = await listPage(code.load);
    fireEvent.focusIn(button('Map'));
    button('Map').click();
    await code.fail();
    fireEvent.pointerOver(button('Map'));
    await code.arrive();
    expect(pressed).not.toHaveBeenCalled();
  });

  it('with nothing clicked, the focus alone is put back', async () => {
    const code = listChunk();
    const { button, rendered } = await listPage(code.load);
    button('Map').focus();
    fireEvent.focusIn(button('Map'));
    await code.arrive();
    expect(rendered()).toBe(true);
    expect(document.activeElement).toBe(button('Map'));
    expect(pressed).not.toHaveBeenCalled();
  });
});

describe('intentIsland when it is asked to load at once later (the hash, an assignment arriving)', () => {
  afterEach(() => pressed.mockReset());

  it('keeps the click it saw before: the island, loaded then, makes it again', async () => {
    const server = intentIsland<{ now: boolean }>(async () => List, { onServer: true, replay: true });
    const { prelude } = await prerender(<main>{(() => { const Server = server; return <Server now={false} />; })()}</main>);
    const container = document.createElement('div');
    container.innerHTML = await new Response(prelude).text();
    document.body.append(container);
    const code = listChunk();
    // The list ignores the prop the loader decides by.
    const load = code.load as unknown as () => Promise<ComponentType<WithFormEdits<{ now: boolean }>>>;
    const Island = intentIsland<{ now: boolean }>(load, { replay: true, atOnce: ({ now }) => now });
    let root: ReturnType<typeof hydrateRoot> | null = null;
    await act(async () => {
      root = hydrateRoot(container, <main><Island now={false} /></main>);
    });
    const sort = [...container.querySelectorAll('button')].find((button) => button.textContent?.trim() === 'Sort')!;
    fireEvent.pointerDown(sort);
    fireEvent.pointerUp(window);
    sort.click();
    await act(async () => root!.render(<main><Island now /></main>));
    await code.arrive();
    await act(async () => new Promise((resolve) => setTimeout(resolve)));
    expect(code.load).toHaveBeenCalledTimes(1);
    expect(pressed.mock.calls).toEqual([['sort']]);
  });
});

describe('intentIsland rendered by a client navigation (no server HTML to keep)', () => {
  it('awaits its code and renders the island, never an empty place', async () => {
    const { createRoot } = await import('react-dom/client');
    const { Suspense } = await import('react');
    const code = listChunk();
    const Island = intentIsland<object>(code.load, { replay: true });
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(
        <Suspense fallback={<p>loading</p>}>
          <Island />
        </Suspense>,
      );
    });
    expect(code.load).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('loading');
    await code.arrive();
    expect(container.querySelector('[data-island-rendered]')).not.toBeNull();
  });
});
