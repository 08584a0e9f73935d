import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ReviewsBlockView, reviewsMessageGroup } from '@/components/reviews';
import { fetchOtherOffersOfHotel } from '@/api/search';
import { loadReviewsBlock } from '@/components/reviews/load.server';
import type { Locale } from '@/domain/model/locale';
import type { Review, ReviewsBlock } from '@/domain/model/review';
import { getCatalogue } from '../../mocks/catalogue';
import { simulator } from '../setup/simulator';
import { renderIsland } from '../search-box/render';

/** The server-rendered reviews block (part 1 §8–§9, part 2 §8–§9), from the loader over the simulator. */

const HOTEL = 1001;

function wireReview(id: number, positive: string, overrides: Record<string, unknown> = {}) {
  return { id, locale: 'fr_FR', customer: `Client ${id}`, type: 'COUPLE', date: `2026-01-${String(10 + id).padStart(2, '0')}`, average: 8, positive, negative: 'Le parking', ...overrides };
}

const DETAILS = { welcoming: 9.2, comfort: 8, cleanliness: 10, food: 7.46, localization: 6.5, priceQualityRatio: 8.8 };

/** The API answers these for any hotel's reviews (score as text with a decimal comma, as the API sends it). */
function reviewsAnswer(body: Record<string, unknown>) {
  simulator.use(http.get('*/api/hotel/:hotelId/reviews.json', () => HttpResponse.json(body)));
}

function render(block: ReviewsBlock | null, locale: Locale = 'fr_FR', allIncentive?: boolean) {
  return renderIsland(<ReviewsBlockView block={block} hotelId={HOTEL} locale={locale} allIncentive={allIncentive} />, locale, [reviewsMessageGroup]);
}

const review = (id: number, positive: string | null): Review => ({
  id,
  locale: 'fr_FR',
  customer: `Client ${id}`,
  type: null,
  date: '2026-01-15',
  average: 9,
  positive,
  negative: null,
  isPositive: true,
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('ReviewsBlockView', () => {
  it('shows the score with one decimal and a comma, its label, the count, and the first 4 positive reviews with customer, date and text', async () => {
    reviewsAnswer({
      totalCount: 12,
      score: '8,46',
      list: [
        wireReview(1, 'Très bon accueil'),
        wireReview(2, ''),
        wireReview(3, 'Chambre superbe'),
        wireReview(4, 'Petit déjeuner copieux'),
        wireReview(5, 'Calme absolu'),
        wireReview(6, 'Spa agréable'),
      ],
      details: DETAILS,
    });
    const block = await loadReviewsBlock(HOTEL, 'fr_FR');
    render(block);

    const section = screen.getByRole('region', { name: 'Avis' });
    const summary = within(section).getByTestId('reviews-summary');
    expect(summary).toHaveTextContent('8,5/10');
    expect(summary).toHaveTextContent('Note : 8,5 sur 10');
    expect(summary).toHaveTextContent('Remarquable'); // 8.46 is shown as 8,5: Excellent
    expect(summary).toHaveTextContent('12 avis');

    const quotes = within(section).getAllByTestId('reviews-block-review');
    expect(quotes).toHaveLength(4);
    expect(quotes.map((quote) => quote.querySelector('blockquote')?.textContent)).toEqual(['Très bon accueil', 'Chambre superbe', 'Petit déjeuner copieux', 'Calme absolu']);
    expect(quotes[0]).toHaveTextContent('Client 1');
    expect(within(quotes[0]!).getByText('11 janvier 2026')).toHaveAttribute('datetime', '2026-01-11');
    expect(screen.queryByText('Spa agréable')).not.toBeInTheDocument();
  });

  it('draws the six criteria as meters out of 10, each bar 10 × its score wide', async () => {
    reviewsAnswer({ totalCount: 3, score: '8,2', list: [wireReview(1, 'Bien')], details: DETAILS });
    render(await loadReviewsBlock(HOTEL, 'fr_FR'));
    const meters = screen.getAllByRole('meter');
    expect(meters.map((meter) => meter.getAttribute('aria-labelledby') && document.getElementById(meter.getAttribute('aria-labelledby')!)?.textContent)).toEqual([
      'Accueil',
      'Confort',
      'Propreté',
      'Restauration',
      'Emplacement',
      'Rapport qualité/prix',
    ]);
    const food = screen.getByRole('meter', { name: 'Restauration' });
    expect(food).toHaveAttribute('aria-valuenow', '7.46');
    expect(food).toHaveAttribute('aria-valuemin', '0');
    expect(food).toHaveAttribute('aria-valuemax', '10');
    expect(food).toHaveAttribute('aria-valuetext', '7,5 sur 10');
    expect(screen.getByTestId('reviews-bar-welcoming').style.width).toBe('92%');
    expect(screen.getByTestId('reviews-bar-comfort').style.width).toBe('80%');
    expect(screen.getByTestId('reviews-bar-cleanliness').style.width).toBe('100%');
    expect(screen.getByTestId('reviews-bar-localization').style.width).toBe('65%');
  });

  it('leaves out the criteria the answer lacks, and the criteria heading with them', () => {
    const { unmount } = render({ totalCount: 2, score: 8, positives: [review(1, 'Bien')], details: { welcoming: 8, comfort: null, cleanliness: null, food: null, localization: null, priceQualityRatio: null } });
    expect(screen.getAllByRole('meter')).toHaveLength(1);
    unmount();
    render({ totalCount: 2, score: 8, positives: [review(1, 'Bien')], details: null });
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Notes par critère' })).not.toBeInTheDocument();
  });

  it('quotes no positive review without a text (a positive flag alone)', () => {
    render({ totalCount: 2, score: 8, positives: [review(1, null), review(2, 'Très calme')], details: null });
    expect(screen.getAllByTestId('reviews-block-review')).toHaveLength(1);
  });

  it('gives no label below 7, and below 9 outside the all-incentive mode', () => {
    const { unmount } = render({ totalCount: 5, score: 6.9, positives: [review(1, 'Bien')], details: null });
    const summary = screen.getByTestId('reviews-summary');
    expect(summary).toHaveTextContent('6,9/10');
    expect(summary.textContent).not.toMatch(/Bien|Très bien|Remarquable|Exceptionnel|Parfait/);
    unmount();
    render({ totalCount: 5, score: 8.6, positives: [review(1, 'Bien')], details: null }, 'fr_FR', false);
    expect(screen.getByTestId('reviews-summary').textContent).not.toContain('Remarquable');
  });

  it('prints the score in each site’s language (decimal comma) with its translated label', () => {
    const block: ReviewsBlock = { totalCount: 1, score: 9.04, positives: [review(1, 'Top')], details: null };
    const expectations: Array<[Locale, string, string, string]> = [
      ['fr_BE', '9,0/10', 'Fantastique', '1 avis'],
      ['nl_NL', '9,0/10', 'Fantastisch', '1 beoordeling'],
      ['nl_BE', '9,0/10', 'Fantastisch', '1 beoordeling'],
      ['it_IT', '9,0/10', 'Fantastico', '1 recensione'],
      ['es_ES', '9,0/10', 'Fantástico', '1 opinión'],
    ];
    for (const [locale, score, label, count] of expectations) {
      const { unmount } = render(block, locale);
      const summary = screen.getByTestId('reviews-summary');
      expect(summary, locale).toHaveTextContent(score);
      expect(summary, locale).toHaveTextContent(label);
      expect(summary, locale).toHaveTextContent(count);
      expect(screen.getByRole('heading', { level: 2 })).toHaveAttribute('id', 'reviews');
      unmount();
    }
  });

  it("headings in order: the block's h2 (id reviews, the tab's anchor), then h3 sections, and a named button to open the modal", async () => {
    reviewsAnswer({ totalCount: 3, score: '8,2', list: [wireReview(1, 'Bien')], details: DETAILS });
    render(await loadReviewsBlock(HOTEL, 'fr_FR'));
    const button = await screen.findByRole('button', { name: 'Voir tous les avis' });
    const headings = screen.getAllByRole('heading');
    expect(headings.map((heading) => [heading.tagName, heading.textContent])).toEqual([
      ['H2', 'Avis'],
      ['H3', 'Notes par critère'],
      ['H3', 'Ce que nos voyageurs ont aimé'],
    ]);
    expect(headings[0]).toHaveAttribute('id', 'reviews');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    // The modal is not there (nor its code needed) before the first click.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("a hotel without any review keeps its section: 'New' and 'Be the first to try this brand new experience!', without a button", async () => {
    reviewsAnswer({ totalCount: 0, score: '0', list: [], details: null });
    render(await loadReviewsBlock(HOTEL, 'fr_FR'));
    expect(screen.getByRole('region', { name: 'Avis' })).toBeInTheDocument();
    expect(screen.getByTestId('reviews-summary')).toHaveTextContent('Nouveau');
    expect(screen.getByText('Soyez le premier à tester cette toute nouvelle expérience !')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
  });

  it('a hotel of the simulator without reviews: the invitation in each site’s language', async () => {
    const catalogue = getCatalogue();
    const unreviewed = catalogue.hotels.find((candidate) => candidate.active && candidate.reviewCount === 0)!;
    const expectations: Array<[Locale, string]> = [
      ['fr_FR', 'Soyez le premier à tester cette toute nouvelle expérience !'],
      ['nl_BE', 'Wees de eerste die deze gloednieuwe ervaring uitprobeert!'],
      ['it_IT', 'Sii il primo a provare questa nuovissima esperienza!'],
      ['es_ES', '¡Sé el primero en probar esta nueva experiencia!'],
    ];
    for (const [locale, text] of expectations) {
      const { unmount } = render(await loadReviewsBlock(unreviewed.id, locale), locale);
      expect(screen.getByText(text), locale).toBeInTheDocument();
      unmount();
    }
  });

  it('is omitted on a load error of either call (the loader gives null and the view renders nothing)', async () => {
    simulator.use(http.get('*/api/hotel/:hotelId/reviews.json', () => HttpResponse.json({ code: 'X' }, { status: 500 })));
    const block = await loadReviewsBlock(HOTEL, 'fr_FR');
    expect(block).toBeNull();
    const { container } = render(block);
    expect(container).toBeEmptyDOMElement();
    // Only the site-language call failing (the one with a locale) is a load error too.
    simulator.use(
      http.get('*/api/hotel/:hotelId/reviews.json', ({ request }) =>
        new URL(request.url).searchParams.has('locale')
          ? HttpResponse.json({ code: 'X' }, { status: 500 })
          : HttpResponse.json({ totalCount: 3, score: '8,2', list: [wireReview(1, 'Bien')], details: DETAILS }),
      ),
    );
    expect(await loadReviewsBlock(HOTEL, 'fr_FR')).toBeNull();
  });

  it('reads a hotel of the simulator: its score and count over every language, 4 positive reviews quoted in the site’s language', async () => {
    const catalogue = getCatalogue();
    // A hotel whose French reviews are only some of its reviews, with more than 4 positive French ones.
    const hotel = catalogue.hotels.find((candidate) => {
      const reviews = catalogue.reviewsOf(candidate.id);
      const french = reviews.filter((written) => written.lang === 'fr');
      return french.filter((written) => written.positive.trim()).length > 4 && french.length < reviews.length;
    })!;
    const french = catalogue.reviewsOf(hotel.id).filter((written) => written.lang === 'fr');
    render(await loadReviewsBlock(hotel.id, 'fr_FR'));
    const quotes = screen.getAllByTestId('reviews-block-review');
    expect(quotes).toHaveLength(4);
    const frenchTexts = new Set(french.map((written) => written.positive));
    expect(quotes.every((quote) => frenchTexts.has(quote.querySelector('blockquote')?.textContent ?? ''))).toBe(true);
    const summary = screen.getByTestId('reviews-summary');
    expect(summary).toHaveTextContent(`${hotel.reviewCount} avis`);
    expect(summary).not.toHaveTextContent(`${french.length} avis`);
    expect(summary).toHaveTextContent(`${hotel.reviewAverage.toFixed(1).replace('.', ',')}/10`);
  });

  it('shows the same score and count as the hotel’s search card, in every site (one figure per hotel)', async () => {
    const catalogue = getCatalogue();
    // Hotels whose reviews in one site's language differ from their reviews in all: the case that split the figures.
    const hotels = catalogue.hotels
      .filter((candidate) => candidate.active && candidate.packageIds.length > 0 && candidate.reviewCount > 0)
      .filter((candidate) => catalogue.reviewsOf(candidate.id).some((written) => written.lang !== 'fr'))
      .slice(0, 3);
    expect(hotels).toHaveLength(3);
    for (const hotel of hotels) {
      for (const locale of ['fr_FR', 'it_IT', 'nl_BE'] as const) {
        const card = await fetchOtherOffersOfHotel({ locale, hotelId: hotel.id });
        expect(card.ok && card.data?.hotel?.review, `${hotel.id} ${locale}`).toEqual({ count: hotel.reviewCount, average: hotel.reviewAverage });
        const block = await loadReviewsBlock(hotel.id, locale);
        expect({ count: block?.totalCount, average: block?.score }, `${hotel.id} ${locale}`).toEqual(card.ok ? card.data?.hotel?.review : null);
      }
    }
  });
});
