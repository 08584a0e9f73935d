import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GiftButton } from '@/components/shell/header/gift-button';
import type { GiftChoice } from '@/components/shell/header/gift-choice';
import { renderInSite } from './helpers';

const CHOICES: GiftChoice[] = [
  { id: 'box', href: '/fr-fr/coffret-cadeau' },
  { id: 'stay', href: '/fr-fr/recherche-cadeau' },
  { id: 'card', href: '/fr-fr/carte-cadeau' },
  { id: 'activity', href: '/fr-fr/activites' },
];

describe('header gift button', () => {
  it('opens the gift drawer with the four gift choices, and closes it with Escape back on the button', async () => {
    const user = userEvent.setup();
    renderInSite(<GiftButton behaviour={{ kind: 'drawer' }} choices={CHOICES} />);
    const button = screen.getByRole('button', { name: 'Offrir un cadeau' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Que souhaitez-vous offrir ?' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const links = within(drawer).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Un coffret cadeauUn choix de séjours pour deux, valable un an et demi.', '/fr-fr/coffret-cadeau'],
      ['Un séjour cadeauLe séjour de votre choix pour deux, en bon valable 12 mois.', '/fr-fr/recherche-cadeau'],
      ['Une carte cadeauLe montant de votre choix, à utiliser sur tous nos séjours.', '/fr-fr/carte-cadeau'],
      ['Un bon d’activitéUne expérience à vivre, valable 12 mois.', '/fr-fr/activites'],
    ]);
    // Modal: the page behind does not scroll.
    expect(document.body).toHaveAttribute('data-scroll-locked');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
  });

  it('closes when a choice is followed', async () => {
    const user = userEvent.setup();
    renderInSite(<GiftButton behaviour={{ kind: 'drawer' }} choices={CHOICES} />, 'es_ES');
    await user.click(screen.getByRole('button', { name: 'Regalar' }));
    const drawer = await screen.findByRole('dialog', { name: '¿Qué te gustaría regalar?' });
    const link = within(drawer).getByRole('link', { name: /Una tarjeta regalo/ });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is a plain link when the drawer is disabled', () => {
    renderInSite(<GiftButton behaviour={{ kind: 'link', href: '/fr-fr?flow=gifting', external: false }} choices={CHOICES} />);
    const link = screen.getByRole('link', { name: 'Offrir un cadeau' });
    expect(link).toHaveAttribute('href', '/fr-fr?flow=gifting');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
