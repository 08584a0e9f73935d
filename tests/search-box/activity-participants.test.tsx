import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchForm } from '@/components/search-box/search-form';
import { changeActivityParticipants, isActivityParticipantsAllowed } from '@/domain/guests/activity-participants';
import { paxForFlow } from '@/domain/guests/guest-selector';
import { renderIsland } from './render';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
beforeEach(() => push.mockReset());

/** The activity search box: 1 or 2 participants, 'From 1 to 2 participants' (part 2 §5), sent as a. */
describe('activity participants', () => {
  it('keeps 1 or 2 and ignores any other count', () => {
    expect([0, 1, 2, 3].map(isActivityParticipantsAllowed)).toEqual([false, true, true, false]);
    expect(changeActivityParticipants(2, 1)).toBe(2);
    expect(changeActivityParticipants(1, -1)).toBe(1);
    expect(changeActivityParticipants(2, -1)).toBe(1);
    expect(paxForFlow('activity', { adults: 1, children: 3, babies: 1 })).toEqual({ adults: 1, children: 0, babies: 0 });
    expect(paxForFlow('activity', { adults: 5, children: 0, babies: 0 })).toEqual({ adults: 2, children: 0, babies: 0 });
    expect(paxForFlow('gifting', { adults: 1, children: 0, babies: 0 })).toEqual({ adults: 2, children: 0, babies: 0 });
  });

  it('desktop: a Participants dropdown from 1 to 2, no gift wording, the count searched as a', async () => {
    const user = userEvent.setup();
    renderIsland(<SearchForm locale="fr_FR" flow="activity" layout="bar" />);
    expect(screen.queryByText('Un cadeau est prévu pour 2 adultes')).not.toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: /Participants/ });
    expect(trigger).toBeEnabled();
    expect(trigger).toHaveTextContent('2 participants');
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Participants' });
    expect(within(dialog).getByText('De 1 à 2 participants')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Ajouter un participant' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Retirer un participant' }));
    expect(within(dialog).getByRole('button', { name: 'Retirer un participant' })).toBeDisabled();
    expect(within(dialog).getByTestId('participants-count')).toHaveTextContent('1');
    expect(within(dialog).queryByRole('button', { name: 'Ajouter un enfant' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(trigger).toHaveTextContent('1 participant');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(push).toHaveBeenCalledWith(expect.stringMatching(/#a=1$/));
  });

  it('mobile: the stacked form has the same stepper, enabled', async () => {
    const user = userEvent.setup();
    renderIsland(<SearchForm locale="fr_FR" flow="activity" layout="stacked" />);
    const group = screen.getByRole('group', { name: 'Participants' });
    expect(group).toHaveAccessibleDescription('De 1 à 2 participants');
    await user.click(within(group).getByRole('button', { name: 'Retirer un participant' }));
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(push).toHaveBeenCalledWith(expect.stringMatching(/#a=1$/));
  });

  it('gifting keeps its fixed party and its wording', () => {
    renderIsland(<SearchForm locale="fr_FR" flow="gifting" layout="bar" />);
    expect(screen.getByRole('button', { name: /Voyageurs/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Participants/ })).not.toBeInTheDocument();
  });
});
