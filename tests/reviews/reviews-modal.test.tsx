import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { HotelReviewsAnswer, ReviewLanguage } from '@/bff/contracts/hotel-reviews';
import { reviewsMessageGroup } from '@/components/reviews';
import { ReviewsButton } from '@/components/reviews/reviews-button';
import type { Review, ReviewSort } from '@/domain/model/review';
import { GET } from '../../app/api/hotel-reviews/route';
import { getCatalogue } from '../../mocks/catalogue';
import { simulator } from '../setup/simulator';
import { renderIsland } from '../search-box/render';

/**
 * The reviews modal over a fake /api/hotel-reviews (msw, at the fetch level): 23 reviews in all
 * languages, 12 in French, none in Italian. Each review names its language, sort and rank, so a
 * test reads which page of which query is on screen.
 */
const COUNTS: Record<ReviewLanguage, number> = { all: 23, fr: 12, es: 11, it: 0, nl: 0 };

let requests: URLSearchParams[] = [];
/** Queries whose answer is a 502 (the BFF's upstream error body). */
let failing: (query: URLSearchParams) => boolean = () => false;

function fakeAnswer(language: ReviewLanguage, sort: ReviewSort, page: number): HotelReviewsAnswer {
  const total = COUNTS[language];
  const ranks = Array.from({ length: total }, (_, index) => index + 1).slice((page - 1) * 10, page * 10);
  const reviews = ranks.map(
    (rank): Review => ({
      id: rank,
      locale: 'fr_FR',
      customer: `${language} ${sort} n°${rank}`,
      type: 'COUPLE',
      date: '2026-02-03',
      average: 7.5,
      positive: `Bien ${rank}`,
      negative: rank === 1 ? 'Un peu bruyant' : '',
      isPositive: true,
    }),
  );
  return { page, totalCount: total, hasMore: page * 10 < total, reviews };
}

beforeEach(() => {
  requests = [];
  failing = () => false;
  simulator.use(
    http.get('*/api/hotel-reviews', ({ request }) => {
      const query = new URL(request.url).searchParams;
      requests.push(query);
      if (failing(query)) return HttpResponse.json({ error: { code: 'upstream' } }, { status: 502, headers: { 'cache-control': 'no-store' } });
      return HttpResponse.json(fakeAnswer(query.get('language') as ReviewLanguage, query.get('sort') as ReviewSort, Number(query.get('page'))));
    }),
  );
});

const names = () => within(screen.getByTestId('reviews-list')).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const last = () => Object.fromEntries(requests.at(-1)!);

async function open() {
  renderIsland(<ReviewsButton hotelId={1001} locale="fr_FR" label="Voir tous les avis" />, 'fr_FR', [reviewsMessageGroup]);
  fireEvent.click(screen.getByRole('button', { name: 'Voir tous les avis' }));
  const dialog = await screen.findByRole('dialog', { name: 'Avis clients' });
  await within(dialog).findByText('12 avis');
  return dialog;
}

describe('reviews modal', () => {
  it('opens on the site’s language, newest first: page 1 of 10 with customer, score and texts', async () => {
    await open();
    expect(requests).toHaveLength(1);
    expect(last()).toEqual({ hotelId: '1001', locale: 'fr_FR', sort: 'DATE_DESC', language: 'fr', page: '1' });
    expect(names()).toHaveLength(10);
    expect(names()[0]).toBe('fr DATE_DESC n°1');
    const first = screen.getAllByTestId('reviews-item')[0]!;
    expect(first).toHaveTextContent('7,5/10');
    expect(first).toHaveTextContent('Note : 7,5 sur 10');
    expect(first).toHaveTextContent('Points positifs Bien 1');
    expect(first).toHaveTextContent('Points négatifs Un peu bruyant');
    expect(within(first).getByText('3 février 2026')).toHaveAttribute('datetime', '2026-02-03');
    expect(screen.getByRole('combobox', { name: 'Trier par' })).toHaveValue('DATE_DESC');
    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
    expect(within(screen.getByRole('combobox', { name: 'Trier par' })).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Les plus récents',
      'Les plus anciens',
      'Les mieux notés',
      'Les moins bien notés',
    ]);
    expect(within(screen.getByRole('combobox', { name: 'Langue' })).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Toutes les langues',
      'Français',
      'Espagnol',
      'Italien',
      'Néerlandais',
    ]);
  });

  it("'Show more' appends the next page of 10, and goes away on the last page", async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Voir plus' }));
    await waitFor(() => expect(names()).toHaveLength(12));
    expect(last()).toMatchObject({ sort: 'DATE_DESC', language: 'fr', page: '2' });
    expect(names().slice(9, 12)).toEqual(['fr DATE_DESC n°10', 'fr DATE_DESC n°11', 'fr DATE_DESC n°12']);
    expect(screen.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
    // The focus goes to the first review added (the button is gone).
    await waitFor(() => expect(screen.getAllByTestId('reviews-item')[10]).toHaveFocus());
  });

  it('a new sort reloads page 1 and replaces what was shown (paging starts again)', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Voir plus' }));
    await waitFor(() => expect(names()).toHaveLength(12));
    fireEvent.change(screen.getByRole('combobox', { name: 'Trier par' }), { target: { value: 'SCORE_ASC' } });
    await waitFor(() => expect(names()[0]).toBe('fr SCORE_ASC n°1'));
    expect(last()).toMatchObject({ sort: 'SCORE_ASC', language: 'fr', page: '1' });
    expect(names()).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Voir plus' }));
    await waitFor(() => expect(names()).toHaveLength(12));
    expect(last()).toMatchObject({ sort: 'SCORE_ASC', page: '2' });
  });

  it('the language filter reloads page 1 in that language, keeping the sort', async () => {
    await open();
    fireEvent.change(screen.getByRole('combobox', { name: 'Trier par' }), { target: { value: 'SCORE_DESC' } });
    await waitFor(() => expect(names()[0]).toBe('fr SCORE_DESC n°1'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Langue' }), { target: { value: 'es' } });
    expect(await screen.findByText('11 avis')).toBeInTheDocument();
    expect(last()).toMatchObject({ sort: 'SCORE_DESC', language: 'es', page: '1' });
    expect(names()[0]).toBe('es SCORE_DESC n°1');
    fireEvent.change(screen.getByRole('combobox', { name: 'Langue' }), { target: { value: 'all' } });
    expect(await screen.findByText('23 avis')).toBeInTheDocument();
    expect(last()).toMatchObject({ language: 'all', page: '1' });
  });

  it("no review in a language: 'There are currently no reviews published in {language}.', and 'See all the languages' resets the filter", async () => {
    await open();
    fireEvent.change(screen.getByRole('combobox', { name: 'Langue' }), { target: { value: 'it' } });
    expect(await screen.findByText('Il n’y a actuellement aucun avis publié en italien.')).toBeInTheDocument();
    expect(screen.queryByTestId('reviews-list')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Voir toutes les langues' }));
    expect(await screen.findByText('23 avis')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveValue('all');
    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveFocus();
    expect(last()).toMatchObject({ language: 'all', page: '1', sort: 'DATE_DESC' });
    expect(screen.queryByText(/aucun avis publié/)).not.toBeInTheDocument();
  });

  it("no review at all: 'Be the first to try this brand new experience!'", async () => {
    COUNTS.all = 0;
    try {
      await open();
      fireEvent.change(screen.getByRole('combobox', { name: 'Langue' }), { target: { value: 'all' } });
      expect(await screen.findByText('Soyez le premier à tester cette toute nouvelle expérience !')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Voir toutes les langues' })).not.toBeInTheDocument();
    } finally {
      COUNTS.all = 23;
    }
  });

  it('a load error shows nothing more: the page loaded stays, Show more is still offered, the controls show what is listed', async () => {
    await open();
    failing = () => true;
    fireEvent.click(screen.getByRole('button', { name: 'Voir plus' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Voir plus' })).toHaveAttribute('aria-disabled', 'false'));
    expect(names()).toHaveLength(10);
    fireEvent.change(screen.getByRole('combobox', { name: 'Trier par' }), { target: { value: 'SCORE_ASC' } });
    await waitFor(() => expect(requests).toHaveLength(3));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Trier par' })).toHaveValue('DATE_DESC'));
    expect(names()[0]).toBe('fr DATE_DESC n°1');
    expect(screen.getByText('12 avis')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Once the service is back, the same click works.
    failing = () => false;
    fireEvent.click(screen.getByRole('button', { name: 'Voir plus' }));
    await waitFor(() => expect(names()).toHaveLength(12));
  });

  it('a failed first page shows no list and no error; opening again retries', async () => {
    failing = () => true;
    renderIsland(<ReviewsButton hotelId={1001} locale="fr_FR" label="Voir tous les avis" />, 'fr_FR', [reviewsMessageGroup]);
    const button = screen.getByRole('button', { name: 'Voir tous les avis' });
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Avis clients' });
    await waitFor(() => expect(requests).toHaveLength(1));
    await waitFor(() => expect(within(dialog).getByTestId('reviews-status')).toHaveAttribute('aria-busy', 'false'));
    expect(within(dialog).getByTestId('reviews-status')).toBeEmptyDOMElement();
    expect(within(dialog).queryByTestId('reviews-list')).not.toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    failing = () => false;
    fireEvent.click(button);
    expect(await screen.findByText('12 avis')).toBeInTheDocument();
    expect(requests).toHaveLength(2);
  });

  it('keyboard: opened from the button, Escape closes it, the focus goes back to the button; reopening keeps the list', async () => {
    const user = userEvent.setup();
    renderIsland(<ReviewsButton hotelId={1001} locale="fr_FR" label="Voir tous les avis" />, 'fr_FR', [reviewsMessageGroup]);
    const button = screen.getByRole('button', { name: 'Voir tous les avis' });
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Avis clients' });
    await within(dialog).findByText('12 avis');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    await user.click(button);
    expect(await screen.findByText('12 avis')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    await act(async () => {});
  });

  it('against the real route over the simulator: the French reviews of a hotel, then every language', async () => {
    const catalogue = getCatalogue();
    const hotel = catalogue.hotels.find((candidate) => {
      const reviews = catalogue.reviewsOf(candidate.id);
      const inFrench = reviews.filter((review) => review.lang === 'fr').length;
      return inFrench > 10 && reviews.length > inFrench;
    })!;
    const all = catalogue.reviewsOf(hotel.id);
    const french = all.filter((review) => review.lang === 'fr');
    simulator.use(http.get('*/api/hotel-reviews', ({ request }) => GET(request)));
    renderIsland(<ReviewsButton hotelId={hotel.id} locale="fr_BE" label="Voir tous les avis" />, 'fr_BE', [reviewsMessageGroup]);
    fireEvent.click(screen.getByRole('button', { name: 'Voir tous les avis' }));
    expect(await screen.findByText(`${french.length} avis`)).toBeInTheDocument();
    expect(names()).toHaveLength(10);
    fireEvent.change(screen.getByRole('combobox', { name: 'Langue' }), { target: { value: 'all' } });
    expect(await screen.findByText(`${all.length} avis`)).toBeInTheDocument();
  });
});
