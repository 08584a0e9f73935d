import { fireEvent, screen } from '@testing-library/react';
import { http } from 'msw';
import { HotelOffersDrawer } from '@/components/hotel-offers';
import { simulator } from '../setup/simulator';
import { renderWithQuery } from '../filters/render';

/** The drawer's empty and failed states (part 2 §8) and its header. */
describe('HotelOffersDrawer states', () => {
  const nothing = () => simulator.use(http.get('*/api/hotel-offers', () => Response.json({ hotelId: 1001, main: null, others: [] })));
  const drawer = (criteria: { checkin?: string; night?: number }, onClearDates = vi.fn()) => {
    renderWithQuery(
      <HotelOffersDrawer
        open
        onOpenChange={() => {}}
        hotelId={1001}
        hotelLabel="Hôtel test"
        flow="booking"
        locale="fr_FR"
        criteria={{ ...criteria, adults: 2, children: 0, babies: 0 }}
        onClearDates={onClearDates}
      />,
    );
    return onClearDates;
  };

  it("with dates and nothing available: 'Sorry, no availability on your dates.' and See all offers clears the dates", async () => {
    nothing();
    const onClearDates = drawer({ checkin: '2026-12-04', night: 2 });
    expect(await screen.findByText('Désolé, aucune disponibilité à vos dates.')).toBeInTheDocument();
    expect(screen.queryByText("Désolé, nous n'avons actuellement aucune offre pour cet hôtel.")).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Voir toutes les offres' }));
    expect(onClearDates).toHaveBeenCalledTimes(1);
  });

  it('without dates and nothing: the hotel has no offers (no See all offers)', async () => {
    nothing();
    drawer({});
    expect(await screen.findByTestId('hotel-offers-empty')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Voir toutes les offres' })).not.toBeInTheDocument();
  });

  it('a failure stays Oops, something went wrong, with or without dates', async () => {
    simulator.use(http.get('*/api/hotel-offers', () => new Response('{}', { status: 502 })));
    drawer({ checkin: '2026-12-04', night: 2 });
    expect(await screen.findByText("Oups, une erreur s'est produite")).toBeInTheDocument();
    expect(screen.queryByText('Désolé, aucune disponibilité à vos dates.')).not.toBeInTheDocument();
  });

  it('puts the title on its own row under Go back to search and the close button', async () => {
    nothing();
    drawer({});
    const title = screen.getByRole('heading', { name: 'Les offres de Hôtel test' });
    const header = title.parentElement as HTMLElement;
    const [first] = Array.from(header.children);
    expect(first).toHaveTextContent('Retour à la recherche');
    // Stacked: the header wraps and the title fills a row of its own (flex order 3, basis 100%).
    expect(getComputedStyle(header).flexWrap).toBe('wrap');
    expect(getComputedStyle(title).order).toBe('3');
    await screen.findByTestId('hotel-offers-empty');
  });

  it('links to the hotel page with the whole stay of the search, checkout included (issue 22 item 6)', async () => {
    nothing();
    renderWithQuery(
      <HotelOffersDrawer
        open
        onOpenChange={() => {}}
        hotelId={1028}
        hotelLabel="Hôtel test"
        flow="booking"
        locale="fr_FR"
        criteria={{ checkin: '2026-12-19', checkout: '2026-12-21', night: 2, adults: 1, children: 0, babies: 0 }}
        onClearDates={() => {}}
      />,
    );
    expect(screen.getByTestId('hotel-offers-hotel-page')).toHaveAttribute('href', '/fr-fr/hotel/1028#checkin=2026-12-19&checkout=2026-12-21&night=2&a=1');
    await screen.findByTestId('hotel-offers-no-availability');
  });
});
