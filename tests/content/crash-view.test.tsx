import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { IntlProvider } from 'react-intl';
import { clientMessages } from '@/i18n/client-messages';
import { crashMessageGroup } from '@/screens/crash/message-group';
import { CrashView } from '@/screens/crash/crash-view';
import { simulator } from '../setup/simulator';

let logged: unknown[] = [];
beforeEach(() => {
  logged = [];
  simulator.use(
    http.post('*/api/client-log', async ({ request }) => {
      logged.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
  );
});

describe('the crash page', () => {
  it("says the page went on holidays in the site's language, links home and logs the error once", async () => {
    const error = Object.assign(new Error('Cannot read properties of undefined'), { digest: '42' });
    const { rerender } = render(
      <IntlProvider locale="it-IT" messages={clientMessages('it_IT', [crashMessageGroup])}>
        <CrashView error={error} />
      </IntlProvider>,
    );
    const title = screen.getByRole('heading', { level: 1, name: 'Sembra che la pagina sia andata in vacanza' });
    expect(title).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Vai alla home page' })).toHaveAttribute('href', '/it-it');
    rerender(
      <IntlProvider locale="it-IT" messages={clientMessages('it_IT', [crashMessageGroup])}>
        <CrashView error={error} />
      </IntlProvider>,
    );
    await vi.waitFor(() => expect(logged).toHaveLength(1));
    expect(logged[0]).toEqual({ message: 'Cannot read properties of undefined (digest 42)', locale: 'it_IT' });
  });

  it('speaks English and leads to the country splash outside every site', async () => {
    render(<CrashView error="boom" />);
    expect(screen.getByRole('heading', { level: 1, name: 'It seems that the page went on holidays' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
    await vi.waitFor(() => expect(logged).toEqual([{ message: 'boom', locale: null }]));
  });
});
