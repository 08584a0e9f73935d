import { fireEvent, screen, within } from '@testing-library/react';
import type { SearchHashCriteria } from '@/state';
import { emptyFacets, Harness, open, serveFacets } from './harness';
import { renderWithQuery } from './render';

/**
 * The price and distance sliders in their panels (part 1 §4, §5, §9): keyboard and track, handles
 * ordered on blur, typed prices, the '250+' end, the distance bounds and label.
 */
beforeEach(() => serveFacets({ ...emptyFacets, resultsCount: 7 }));

const sliders = (panel: HTMLElement) => within(panel).getAllByRole('slider') as [HTMLElement, HTMLElement];
const committed = (onCommit: ReturnType<typeof vi.fn>) => onCommit.mock.calls.at(-1)?.[0] as SearchHashCriteria;
const confirm = async (panel: HTMLElement) => fireEvent.click(await within(panel).findByRole('button', { name: 'Voir 7 offres' }));

describe('price slider', () => {
  it('lifts the lower handle key by key through the "no minimum" zone: 10 € is the first minimum sent', async () => {
    const onCommit = vi.fn();
    renderWithQuery(<Harness onCommit={onCommit} />);
    const panel = await open(/^Prix$/);
    expect(sliders(panel)[0]).toHaveAttribute('aria-valuemin', '0');
    for (let press = 0; press < 9; press += 1) fireEvent.keyDown(sliders(panel)[0], { key: 'ArrowRight' });
    expect(sliders(panel)[0]).toHaveAttribute('aria-valuenow', '9');
    fireEvent.keyDown(sliders(panel)[0], { key: 'ArrowUp' });
    expect(sliders(panel)[0]).toHaveAttribute('aria-valuenow', '10');
    fireEvent.keyDown(sliders(panel)[0], { key: 'PageUp' });
    expect(within(panel).getByRole('textbox', { name: 'Prix minimum (€)' })).toHaveValue('20');
    fireEvent.keyDown(sliders(panel)[1], { key: 'Home' });
    expect(sliders(panel)[1]).toHaveAttribute('aria-valuetext', expect.stringMatching(/^0\s€$/));
    fireEvent.keyDown(sliders(panel)[1], { key: 'End' });
    expect(within(panel).getByRole('textbox', { name: 'Prix maximum (€)' })).toHaveValue('250+');
    await confirm(panel);
    expect(committed(onCommit)).toMatchObject({ priceMin: 2000 });
    expect(committed(onCommit).priceMax).toBeUndefined();
  });

  it('puts crossed handles back in order when one loses focus', async () => {
    const onCommit = vi.fn();
    renderWithQuery(<Harness initial="priceMin=5000&priceMax=6000" onCommit={onCommit} />);
    const panel = await open(/^Prix/);
    for (let press = 0; press < 3; press += 1) fireEvent.keyDown(sliders(panel)[0], { key: 'PageUp' });
    // Crossed while the handle is held: the lower handle now stands right of the upper one.
    expect(sliders(panel).map((slider) => slider.getAttribute('aria-valuenow'))).toEqual(['80', '60']);
    fireEvent.blur(sliders(panel)[0]);
    expect(sliders(panel).map((slider) => slider.getAttribute('aria-valuenow'))).toEqual(['60', '80']);
    await confirm(panel);
    expect(committed(onCommit)).toMatchObject({ priceMin: 6000, priceMax: 8000 });
  });

  it('moves the nearer handle to a click on the track', async () => {
    renderWithQuery(<Harness onCommit={() => {}} />);
    const panel = await open(/^Prix$/);
    const track = within(panel).getByTestId('slider-track');
    track.getBoundingClientRect = () => ({ left: 0, width: 250, top: 0, height: 10, right: 250, bottom: 10, x: 0, y: 0, toJSON: () => ({}) });
    fireEvent.pointerDown(track, { clientX: 180 });
    expect(sliders(panel).map((slider) => slider.getAttribute('aria-valuenow'))).toEqual(['0', '180']);
    fireEvent.pointerDown(track, { clientX: 40 });
    expect(sliders(panel).map((slider) => slider.getAttribute('aria-valuenow'))).toEqual(['40', '180']);
  });

  it('keeps the first digit group of a typed price, capped, and orders the two fields on blur', async () => {
    const onCommit = vi.fn();
    renderWithQuery(<Harness onCommit={onCommit} />);
    const panel = await open(/^Prix$/);
    const min = within(panel).getByRole('textbox', { name: 'Prix minimum (€)' });
    const max = within(panel).getByRole('textbox', { name: 'Prix maximum (€)' });
    fireEvent.change(min, { target: { value: '1 200 €' } });
    expect(min).toHaveValue('1');
    // Typing on: the "no minimum" values under 10 do not reset the field.
    fireEvent.change(min, { target: { value: '12' } });
    fireEvent.change(min, { target: { value: '120' } });
    expect(min).toHaveValue('120');
    fireEvent.blur(min);
    fireEvent.change(max, { target: { value: '9000' } });
    expect(max).toHaveValue('250');
    fireEvent.change(max, { target: { value: '90 €' } });
    fireEvent.blur(max);
    expect(min).toHaveValue('90');
    expect(max).toHaveValue('120');
    fireEvent.change(max, { target: { value: '' } });
    fireEvent.blur(max);
    expect(max).toHaveValue('250+');
    await confirm(panel);
    expect(committed(onCommit)).toMatchObject({ priceMin: 9000 });
    expect(committed(onCommit).priceMax).toBeUndefined();
  });

  it('starts at 1 in the activity flow', async () => {
    const onCommit = vi.fn();
    renderWithQuery(<Harness flow="activity" onCommit={onCommit} />);
    const panel = await open(/^Prix$/);
    expect(sliders(panel)[0]).toHaveAttribute('aria-valuemin', '1');
    expect(sliders(panel)[0]).toHaveAttribute('aria-valuenow', '1');
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Prix minimum (€)' }), { target: { value: '0' } });
    expect(within(panel).getByRole('textbox', { name: 'Prix minimum (€)' })).toHaveValue('1');
  });
});

describe('distance slider', () => {
  it('offers 100, 200 and 300 km: none checked until chosen, a choice sends the ring from the centre', async () => {
    const onCommit = vi.fn();
    renderWithQuery(<Harness initial="city=paris" onCommit={onCommit} />);
    const panel = await open(/^Proximité/);
    const group = within(panel).getByRole('group', { name: 'Distance depuis la destination' });
    const options = within(group).getAllByRole('radio');
    expect(options.map((option) => option.closest('label')?.textContent)).toEqual(['100 km', '200 km', '300 km']);
    // No distance in the URL: nothing filtered, nothing checked (the city search is the city and 30 km around).
    for (const option of options) expect(option).not.toBeChecked();
    expect(within(panel).queryByTestId('distance-label')).not.toBeInTheDocument();
    fireEvent.click(within(group).getByRole('radio', { name: '300 km' }));
    expect(within(group).getByRole('radio', { name: '300 km' })).toBeChecked();
    expect(within(panel).getByTestId('distance-label')).toHaveTextContent('À moins de 300 km de Paris');
    await confirm(panel);
    expect(committed(onCommit)).toMatchObject({ distanceMin: 0, distanceMax: 300, origin: 'searchBar' });
  });

  it('checks the option of the URL, and none for a distance that is not an option (a map area)', async () => {
    const { unmount } = renderWithQuery(<Harness initial="city=paris&distanceMin=0&distanceMax=200" onCommit={() => {}} />);
    let panel = await open(/^Proximité/);
    expect(within(panel).getByRole('radio', { name: '200 km' })).toBeChecked();
    unmount();
    renderWithQuery(<Harness initial="city=paris&distanceMin=0&distanceMax=37" onCommit={() => {}} />);
    panel = await open(/^Proximité/);
    for (const option of within(panel).getAllByRole('radio')) expect(option).not.toBeChecked();
    expect(within(panel).getByTestId('distance-label')).toHaveTextContent('À moins de 37 km de Paris');
  });

  it('is offered only with a city or a position, never in the activity flow', async () => {
    const { unmount } = renderWithQuery(<Harness onCommit={() => {}} />);
    expect(screen.queryByRole('button', { name: /^Proximité/ })).not.toBeInTheDocument();
    unmount();
    renderWithQuery(<Harness initial="lat=45.76&lng=4.83" cityLabel={null} onCommit={() => {}} />);
    const panel = await open(/^Proximité/);
    expect(within(panel).getAllByRole('radio')).toHaveLength(3);
  });
});
