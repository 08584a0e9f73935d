import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SearchForm } from '@/components/search-box/search-form';
import { EXPERIMENT_COOKIE } from '@/domain/experiments/assignment';
import { renderIsland } from './render';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

/**
 * The search box's dates field and the dates experiment (part 1 §4). The browser's clock is pinned
 * (only Date is faked) to Wednesday 4 March 2026, 10:00 in Paris.
 */
const future = (offset: number) => {
  const date = new Date('2026-03-04T09:00:00Z');
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};
beforeAll(() => {
  vi.useFakeTimers({ now: new Date('2026-03-04T09:00:00Z'), toFake: ['Date'] });
});
afterAll(() => {
  vi.useRealTimers();
});
/** The visitor's experiment assignment, as the variation-activation route leaves it. */
const setCookie = (value: string | null) => {
  document.cookie = value === null ? `${EXPERIMENT_COOKIE}=; max-age=0` : `${EXPERIMENT_COOKIE}=v1.visitor-0001.autoDiscount~control_dates~${value}`;
};

beforeEach(() => {
  push.mockReset();
  setCookie(null);
});

describe('search box dates', () => {
  it('searches with the picked dates in the hash, in the booking flow', async () => {
    renderIsland(<SearchForm locale="fr_FR" flow="booking" layout="bar" />);
    fireEvent.click(screen.getByTestId('dates-field'));
    await screen.findByRole('dialog', { name: 'Choisissez vos dates' });
    await screen.findAllByRole('grid');
    fireEvent.click(document.querySelector(`[data-day="${future(10)}"]`) as Element);
    fireEvent.click(document.querySelector(`[data-day="${future(12)}"]`) as Element);
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(push).toHaveBeenCalledWith(`/fr-fr/recherche#checkin=${future(10)}&checkout=${future(12)}&night=2`);
  });

  it('starts from the search shown (initial): place, dates and guests, and searches them again', () => {
    renderIsland(
      <SearchForm
        locale="fr_FR"
        flow="booking"
        layout="bar"
        initial={{ destination: { id: 'city-lyon', label: 'Lyon', category: 'city', value: 'lyon' }, guests: { adults: 3, children: 0, babies: 0 }, dates: { checkin: '2026-03-20', checkout: '2026-03-22' } }}
      />,
    );
    expect(screen.getByRole('combobox')).toHaveValue('Lyon');
    expect(screen.getByTestId('dates-field')).toHaveTextContent('20 mars - 22 mars');
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(push).toHaveBeenCalledWith('/fr-fr/ville/lyon#checkin=2026-03-20&checkout=2026-03-22&night=2&a=3');
  });

  it('has no dates field in the activity flow', () => {
    renderIsland(<SearchForm locale="fr_FR" flow="activity" layout="bar" />);
    expect(screen.queryByTestId('dates-field')).not.toBeInTheDocument();
  });

  it('has no dates field in the gifting flow', () => {
    renderIsland(<SearchForm locale="fr_FR" flow="gifting" layout="bar" />);
    expect(screen.queryByTestId('dates-field')).not.toBeInTheDocument();
  });

  it('forced variant: a search without dates opens the calendar instead', async () => {
    setCookie('forced');
    renderIsland(<SearchForm locale="fr_FR" flow="booking" layout="bar" />);
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByRole('dialog', { name: 'Choisissez vos dates' })).toBeInTheDocument();
    expect(push).not.toHaveBeenCalled();
  });

  it('suggested variant: prompts once; after the prompt is dismissed the search runs', async () => {
    setCookie('suggested');
    renderIsland(<SearchForm locale="fr_FR" flow="booking" layout="bar" />);
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(push).toHaveBeenCalledWith('/fr-fr/recherche');
  });

  it('reads the variant from the experiment assignment: an unknown variation is off (no prompt)', async () => {
    setCookie('maybe');
    renderIsland(<SearchForm locale="fr_FR" flow="booking" layout="bar" />);
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(push).toHaveBeenCalledWith('/fr-fr/recherche');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
