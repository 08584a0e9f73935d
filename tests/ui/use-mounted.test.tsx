import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { useDrawnOverServerHtml, useMounted } from '@/components/ui/use-mounted';

/** Shows what the two hooks say on each render; its button re-renders it. */
function Probe() {
  const overServerHtml = useDrawnOverServerHtml();
  const mounted = useMounted();
  const [renders, setRenders] = useState(1);
  return (
    <button type="button" onClick={() => setRenders(renders + 1)}>
      {`render ${renders}: ${overServerHtml ? 'over server HTML' : 'drawn by the browser'}, ${mounted ? 'mounted' : 'not mounted'}`}
    </button>
  );
}

describe('useDrawnOverServerHtml', () => {
  it('is true over server HTML, and stays true once hydrated and rendered again', async () => {
    const { prelude } = await prerender(<Probe />);
    const container = document.createElement('div');
    container.innerHTML = await new Response(prelude).text();
    document.body.append(container);
    expect(container.textContent).toBe('render 1: over server HTML, not mounted');

    await act(async () => {
      hydrateRoot(container, <Probe />);
    });
    expect(screen.getByRole('button').textContent).toBe('render 1: over server HTML, mounted');
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('render 2: over server HTML, mounted');
    container.remove();
  });

  it('is false for a part the browser draws alone (a client navigation), on every render', async () => {
    render(<Probe />);
    expect(screen.getByRole('button').textContent).toBe('render 1: drawn by the browser, mounted');
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('render 2: drawn by the browser, mounted');
  });
});
