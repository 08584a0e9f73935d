import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import ChatButton from '@/components/messenger/chat-button';
import type { Messenger } from '@/components/messenger/load-messenger';
import { messengerMessageGroup } from '@/components/messenger/message-group';
import { languageTag, type Locale } from '@/domain/model/locale';
import { clientMessages } from '@/i18n/client-messages';

/**
 * jsdom never fetches scripts: the test plays the provider by defining a fake
 * window.EscapadeMessenger and firing the script element's load (or error) event.
 */
let next = 0;
const newScriptUrl = () => `https://chat.example/provider-${++next}/messenger.js`;
const scriptsFor = (url: string) => [...document.head.querySelectorAll('script')].filter((script) => script.src === url);

function renderButton(scriptUrl: string, locale: Locale = 'es_ES') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale={languageTag(locale)} messages={clientMessages(locale, [messengerMessageGroup])} defaultLocale="en">
      {children}
    </IntlProvider>
  );
  return render(<ChatButton scriptUrl={scriptUrl} locale={locale} />, { wrapper });
}

function fakeMessenger() {
  let onClose: (() => void) | undefined;
  const messenger: Messenger & { open: ReturnType<typeof vi.fn> } = {
    open: vi.fn((options: { locale: string; onClose: () => void }) => {
      onClose = options.onClose;
    }),
  };
  window.EscapadeMessenger = messenger;
  return { messenger, close: () => act(() => onClose?.()) };
}

afterEach(() => {
  delete window.EscapadeMessenger;
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

describe('ChatButton', () => {
  it('is hidden once clicked, loads the provider on that click only, and comes back (focused) when the messenger closes', async () => {
    const user = userEvent.setup();
    const url = newScriptUrl();
    renderButton(url, 'es_ES');
    const button = screen.getByRole('button', { name: 'Chatear con un asesor' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(scriptsFor(url)).toHaveLength(0);

    await user.click(button);
    expect(screen.queryByRole('button', { name: 'Chatear con un asesor' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Abriendo el chat…');
    const provider = fakeMessenger();
    act(() => scriptsFor(url)[0]!.dispatchEvent(new Event('load')));
    await waitFor(() => expect(provider.messenger.open).toHaveBeenCalledWith({ locale: 'es_ES', onClose: expect.any(Function) }));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    provider.close();
    const again = await screen.findByRole('button', { name: 'Chatear con un asesor' });
    expect(again).toHaveFocus();

    // A second chat reuses the loaded provider: no second script.
    await user.click(again);
    await waitFor(() => expect(provider.messenger.open).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(scriptsFor(url)).toHaveLength(1);
    provider.close();
    expect(await screen.findByRole('button', { name: 'Chatear con un asesor' })).toBeVisible();
  });

  it('comes back with an explanation when the provider cannot load, and retries on the next click', async () => {
    const user = userEvent.setup();
    const url = newScriptUrl();
    renderButton(url, 'fr_FR');
    await user.click(screen.getByRole('button', { name: 'Discuter avec un conseiller' }));
    act(() => scriptsFor(url)[0]!.dispatchEvent(new Event('error')));
    const button = await screen.findByRole('button', { name: 'Discuter avec un conseiller' });
    expect(button).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Le chat est indisponible pour le moment.');
    expect(scriptsFor(url)).toHaveLength(0);

    await user.click(button);
    expect(scriptsFor(url)).toHaveLength(1);
    const provider = fakeMessenger();
    act(() => scriptsFor(url)[0]!.dispatchEvent(new Event('load')));
    await waitFor(() => expect(provider.messenger.open).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('comes back when the script loads without a messenger or its open throws', async () => {
    const user = userEvent.setup();
    const url = newScriptUrl();
    renderButton(url, 'it_IT');
    await user.click(screen.getByRole('button', { name: 'Chatta con un consulente' }));
    act(() => scriptsFor(url)[0]!.dispatchEvent(new Event('load')));
    expect(await screen.findByRole('button', { name: 'Chatta con un consulente' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('La chat non è disponibile al momento.');

    window.EscapadeMessenger = {
      open: () => {
        throw new Error('provider crashed');
      },
    };
    await user.click(screen.getByRole('button', { name: 'Chatta con un consulente' }));
    act(() => scriptsFor(url)[0]!.dispatchEvent(new Event('load')));
    expect(await screen.findByRole('button', { name: 'Chatta con un consulente' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('La chat non è disponibile al momento.');
  });

  it('never loads a script that is not http(s)', async () => {
    const user = userEvent.setup();
    renderButton('javascript:alert(1)', 'nl_NL');
    await user.click(screen.getByRole('button', { name: 'Chat met een adviseur' }));
    expect(await screen.findByRole('status')).toHaveTextContent('De chat is op dit moment niet beschikbaar.');
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });
});
