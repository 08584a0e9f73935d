import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { InfoDialog } from '@/components/ui/info-dialog';
import { SeeMore } from '@/components/ui/see-more';

const labels = { more: 'Voir plus', less: 'Voir moins' };
const long = 'Au cœur de Paris, le château vous accueille à deux pas des principaux sites. Service attentionné, matières nobles et prestations haut de gamme vous attendent pour un séjour réussi.';

describe('see more (part 1 §4, §9)', () => {
  it('a short text has no toggle', () => {
    render(<SeeMore text="Court." labels={labels} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a long text shows both cuts, then the whole text, then the cuts again', async () => {
    const user = userEvent.setup();
    const { container } = render(<SeeMore text={long} labels={labels} />);
    const toggle = screen.getByRole('button', { name: 'Voir plus' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const cuts = container.querySelectorAll('p span');
    expect(cuts).toHaveLength(2);
    expect(Array.from(cuts[0]!.textContent ?? '').length).toBeLessThanOrEqual(87);
    expect(cuts[1]!.textContent).toBe(long);
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Voir moins' })).toHaveAttribute('aria-expanded', 'true');
    expect(container.querySelector('p')).toHaveTextContent(long);
    await user.click(screen.getByRole('button', { name: 'Voir moins' }));
    expect(container.querySelectorAll('p span')).toHaveLength(2);
  });
});

describe('info dialog', () => {
  it('opens its server-rendered content, closes on Escape and gives the focus back', async () => {
    const user = userEvent.setup();
    render(
      <IntlProvider locale="fr-FR" messages={{ 'shell.ui.close': 'Fermer' }} defaultLocale="en">
        <InfoDialog label="Comment s'y rendre" title="Comment s'y rendre" data-testid="getting-there">
          <p>Gare la plus proche : Paris-Nord</p>
        </InfoDialog>
      </IntlProvider>,
    );
    const opener = screen.getByRole('button', { name: "Comment s'y rendre" });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: "Comment s'y rendre" });
    expect(dialog).toHaveTextContent('Gare la plus proche : Paris-Nord');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });
});
