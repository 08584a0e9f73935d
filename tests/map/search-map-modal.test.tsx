import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { SearchMapModal, type MapMarkerItem } from '@/components/map';
import { renderIsland } from '../search-box/render';

/** The results map in its dialog: markers, selection card, refresh, and the map kept mounted. */
const markers: MapMarkerItem[] = [
  { id: 1, lat: 48.8566, lng: 2.3522, priceLabel: '120 €', label: 'Hôtel du Louvre' },
  { id: 2, lat: 45.764, lng: 4.8357, priceLabel: '89 €', label: 'Hôtel des Célestins' },
];

function Harness({ onRefresh = () => {} }: { onRefresh?: (area: unknown) => void }) {
  const [open, setOpen] = useState(true);
  const [selected, setSelected] = useState<number | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        reopen
      </button>
      <SearchMapModal
        open={open}
        onOpenChange={setOpen}
        markers={markers}
        selectedId={selected}
        onSelect={setSelected}
        initialView={{ center: { lat: 46.5, lng: 3 }, zoom: 15 }}
        renderSelected={(id) => <p>card of {id}</p>}
        onRefreshInArea={onRefresh}
        tileUrl=""
        title="Carte"
      />
    </>
  );
}

const markerNamed = (name: RegExp) => waitFor(() => {
  const marker = [...document.querySelectorAll<HTMLElement>('.leaflet-marker-icon')].find((element) => name.test(element.getAttribute('title') ?? ''));
  if (!marker) throw new Error('marker not drawn yet');
  return marker;
});

describe('SearchMapModal', () => {
  it('draws a price marker per result with an accessible name, and shows the card of the selected one', async () => {
    renderIsland(<Harness />);
    expect(screen.getByRole('dialog', { name: 'Carte' })).toBeInTheDocument();
    const louvre = await markerNamed(/Hôtel du Louvre, 120 €/);
    expect(louvre).toHaveTextContent('120 €');
    expect(louvre.getAttribute('tabindex')).toBe('0');
    fireEvent.click(louvre);
    expect(await screen.findByText('card of 1')).toBeInTheDocument();
    // The active marker is the bigger one (47 px against 40).
    await waitFor(() => expect((document.querySelector('[title^="Hôtel du Louvre"]') as HTMLElement).style.height).toBe('47px'));
    fireEvent.click(screen.getByRole('button', { name: "Fermer l'offre" }));
    expect(screen.queryByText('card of 1')).not.toBeInTheDocument();
  });

  it('keeps the map mounted when the dialog closes and shows the same map again', async () => {
    renderIsland(<Harness />);
    await markerNamed(/Louvre/);
    const map = document.querySelector('.leaflet-container');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'reopen' }));
    await screen.findByRole('dialog');
    await waitFor(() => expect(document.querySelector('.leaflet-container')).toBe(map));
  });

  it("speaks the site's language in Leaflet's own controls: zoom buttons and credit line", async () => {
    renderIsland(<Harness />);
    await markerNamed(/Louvre/);
    const zoomIn = document.querySelector('.leaflet-control-zoom-in') as HTMLElement;
    const zoomOut = document.querySelector('.leaflet-control-zoom-out') as HTMLElement;
    expect(zoomIn).toHaveAccessibleName('Zoomer');
    expect(zoomIn).toHaveAttribute('title', 'Zoomer');
    expect(zoomOut).toHaveAccessibleName('Dézoomer');
    const credit = document.querySelector('.leaflet-control-attribution') as HTMLElement;
    await waitFor(() => expect(credit.querySelector('a[href="https://leafletjs.com"]')).toHaveAttribute('title', 'Une bibliothèque JavaScript de cartes interactives'));
    expect(credit.innerHTML).not.toMatch(/A JavaScript library|Zoom in|Zoom out/);
    expect(document.querySelector('.leaflet-container')?.innerHTML).not.toMatch(/Zoom in|Zoom out/);
  });

  it('shows Refresh in the area above the map, never over its markers', async () => {
    renderIsland(<Harness />);
    await markerNamed(/Louvre/);
    const container = document.querySelector('.leaflet-container') as HTMLElement;
    container.focus();
    fireEvent.keyDown(container, { key: 'ArrowLeft', keyCode: 37 });
    const refresh = await screen.findByTestId('map-refresh');
    expect(container.contains(refresh)).toBe(false);
    // In the band before the map, in document order (the band keeps its place when empty).
    expect(refresh.compareDocumentPosition(container) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('offers a refresh in the area once the visitor moved the map, with distanceMin 0', async () => {
    const onRefresh = vi.fn();
    renderIsland(<Harness onRefresh={onRefresh} />);
    await markerNamed(/Louvre/);
    expect(screen.queryByTestId('map-refresh')).not.toBeInTheDocument();
    // A keyboard pan: Leaflet's keyboard handler moves the map and fires moveend.
    const container = document.querySelector('.leaflet-container') as HTMLElement;
    container.focus();
    fireEvent.keyDown(container, { key: 'ArrowLeft', keyCode: 37 });
    fireEvent.click(await screen.findByTestId('map-refresh'));
    expect(onRefresh).toHaveBeenCalledWith(expect.objectContaining({ distanceMin: 0 }));
    const area = onRefresh.mock.calls[0]?.[0] as { lat: number; lng: number; distanceMax: number };
    expect(Number.isFinite(area.lat) && Number.isFinite(area.lng)).toBe(true);
    expect(area.distanceMax).toBeGreaterThanOrEqual(1);
  });
});
