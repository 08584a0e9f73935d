import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { ErrorBanner } from '@/components/error-banner/error-banner';
import { errorBannerMessageGroup } from '@/components/error-banner/message-group';
import { clientMessages } from '@/i18n/client-messages';
import type { Locale } from '@/domain/model/locale';
import { languageTag } from '@/domain/model/locale';

function renderIn(locale: Locale, ui: React.ReactElement) {
  return render(
    <IntlProvider locale={languageTag(locale)} messages={clientMessages(locale, [errorBannerMessageGroup])} defaultLocale="en">
      {ui}
    </IntlProvider>,
  );
}

describe('error banner (part 1 §8)', () => {
  it('announces the translated label with an alert icon; inline, nothing to close', () => {
    const { container } = renderIn('es_ES', <ErrorBanner />);
    expect(screen.getByRole('alert')).toHaveTextContent('Se ha producido un error. Inténtalo de nuevo en un momento.');
    expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps a specific message where the spec has one', () => {
    renderIn('fr_FR', <ErrorBanner label="Oups, une erreur est survenue" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Oups, une erreur est survenue');
  });

  it('in modal mode covers the page, focuses its close button, and closing reloads the page', async () => {
    const reload = vi.fn();
    renderIn('fr_FR', <div data-testid="page">Page</div>);
    renderIn('fr_FR', <ErrorBanner modal reload={reload} />);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // The page behind is taken out of the accessibility tree while the banner is open.
    expect(screen.getByTestId('page').closest('[aria-hidden="true"]')).not.toBeNull();
    const close = screen.getByRole('button', { name: 'Fermer et recharger la page' });
    expect(close).toHaveFocus();
    await userEvent.setup().click(close);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('in modal mode, Escape closes it the same way: the page reloads', async () => {
    const reload = vi.fn();
    renderIn('nl_BE', <ErrorBanner modal reload={reload} />);
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Er is iets misgegaan. Probeer het zo opnieuw.');
    await userEvent.setup().keyboard('{Escape}');
    expect(reload).toHaveBeenCalledOnce();
  });
});
