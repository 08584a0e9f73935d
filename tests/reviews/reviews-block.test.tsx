import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ReviewsBlockView, reviewsMessageGroup } from '@/components/reviews';
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
    const headings = screen.getAllByRole('heading');
    expect(headings.map((heading) => [heading.tagName, heading.textContent])).toEqual([
      ['H2', 'Avis'],
      ['H3', 'Notes par critère'],
      ['H3', 'Ce que nos voyageurs ont aimé'],
    ]);
    expect(headings[0]).toHaveAttribute('id', 'reviews');
    expect(screen.getByRole('button', { name: 'Voir tous les avis' })).toHaveAttribute('aria-haspopup', 'dialog');
    // The modal is not there (nor its code needed) before the first click.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("a hotel without reviews: the product page leaves the block out; a page that keeps it reads 'New' and 'Be the first…', without a button", async () => {
    reviewsAnswer({ totalCount: 0, score: '0', list: [], details: null });
    expect(await loadReviewsBlock(HOTEL, 'fr_FR')).toBeNull();
    const invited = await loadReviewsBlock(HOTEL, 'fr_FR', { whenEmpty: 'invite' });
    render(invited);
    expect(screen.getByTestId('reviews-summary')).toHaveTextContent('Nouveau');
    expect(screen.getByText('Soyez le premier à tester cette toute nouvelle expérience !')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
  });

  it('is omitted on a load error (the loader gives null and the view renders nothing)', async () => {
    simulator.use(http.get('*/api/hotel/:hotelId/reviews.json', () => HttpResponse.json({ code: 'X' }, { status: 500 })));
    const block = await loadReviewsBlock(HOTEL, 'fr_FR', { whenEmpty: 'invite' });
    expect(block).toBeNull();
    const { container } = render(block);
    expect(container).toBeEmptyDOMElement();
  });

  it('reads a hotel of the simulator with more than 4 positive French reviews: its count, and 4 of them quoted', async () => {
    const catalogue = getCatalogue();
    const hotel = catalogue.hotels.find((candidate) => catalogue.reviewsOf(candidate.id).filter((written) => written.lang === 'fr' && written.positive.trim()).length > 4)!;
    const french = catalogue.reviewsOf(hotel.id).filter((written) => written.lang === 'fr');
    render(await loadReviewsBlock(hotel.id, 'fr_FR'));
    expect(screen.getAllByTestId('reviews-block-review')).toHaveLength(4);
    expect(screen.getByTestId('reviews-summary')).toHaveTextContent(`${french.length} avis`);
    expect(screen.getByTestId('reviews-summary')).toHaveTextContent(/\d,\d\/10/);
  });
});
