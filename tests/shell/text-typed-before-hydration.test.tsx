import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useTextTypedBeforeHydration } from '@/components/ui/use-text-typed-before-hydration';

let focusedAtAdoption: boolean | null = null;

function Field({ initial = '' }: { initial?: string }) {
  const [text, setText] = useState(initial);
  const ref = useTextTypedBeforeHydration(text, (typed, focused) => {
    focusedAtAdoption = focused;
    setText(typed);
  });
  return <input ref={ref} aria-label="destination" value={text} data-state={text} onChange={(event) => setText(event.target.value)} />;
}

/** Server HTML in the document, `before` done to it, then hydration. */
async function hydrateAfter(before: (input: HTMLInputElement) => void, initial?: string) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Field initial={initial} />);
  document.body.append(container);
  const input = container.querySelector('input')!;
  before(input);
  await act(async () => {
    hydrateRoot(container, <Field initial={initial} />);
  });
  return input;
}

describe('text typed before hydration', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    focusedAtAdoption = null;
  });

  it('becomes the state, and stays in the field', async () => {
    const input = await hydrateAfter((field) => {
      field.focus();
      field.value = 'Paris';
    });
    expect(input.dataset.state).toBe('Paris');
    expect(input.value).toBe('Paris');
    expect(focusedAtAdoption).toBe(true);
  });

  it('changes nothing when nothing was typed (no extra render, the server value stays)', async () => {
    const input = await hydrateAfter(() => {}, 'Lyon');
    expect(input.dataset.state).toBe('Lyon');
    expect(input.value).toBe('Lyon');
    expect(focusedAtAdoption).toBeNull();
  });

  it('an emptied field is adopted too', async () => {
    const input = await hydrateAfter((field) => {
      field.value = '';
    }, 'Lyon');
    expect(input.dataset.state).toBe('');
    expect(focusedAtAdoption).toBe(false);
  });
});
