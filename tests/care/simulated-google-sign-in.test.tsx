import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { decodeJwt } from 'jose';
import { SimulatedGoogleSignIn } from '@/screens/customer-care-login/simulated-google-sign-in';

/** The simulator-mode sign-in island: mint at the simulated Google, then post to the session route. */
const labels = { account: 'Google account', signIn: 'Sign in with Google', signingIn: 'Signing in…', serviceDown: 'The sign-in service is not answering.' };

function renderIsland() {
  return render(
    <SimulatedGoogleSignIn
      tokenUrl="http://simulator.test/auth/token"
      defaultEmail="agent@escapade.example"
      homePath="/fr-fr"
      loginPath="/fr-fr/service-client/connexion"
      labels={labels}
    />,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('simulated Google sign-in', () => {
  it('posts the minted token to the session route, returning to the page asked for without the failure flag', async () => {
    window.history.replaceState(null, '', '/nl-be/stad/gent?refid=abc&careSignIn=failed#checkin=2027-01-08');
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const { container } = renderIsland();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));

    await vi.waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/api/care/session');
    expect(form.method).toBe('post');
    const credential = container.querySelector<HTMLInputElement>('input[name="credential"]')!.value;
    expect(decodeJwt(credential)).toMatchObject({ email: 'agent@escapade.example', iss: 'https://accounts.google.com' });
    expect(container.querySelector<HTMLInputElement>('input[name="returnTo"]')!.value).toBe('/nl-be/stad/gent?refid=abc#checkin=2027-01-08');
  });

  it('returns to the site home when the login page was asked for by its own address', async () => {
    window.history.replaceState(null, '', '/fr-fr/service-client/connexion');
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const { container } = renderIsland();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    await vi.waitFor(() => expect(submit).toHaveBeenCalled());
    expect(container.querySelector<HTMLInputElement>('input[name="returnTo"]')!.value).toBe('/fr-fr');
  });

  it('says so when the sign-in service fails, and lets the user try again', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    await fetch('http://simulator.test/__admin/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/auth/token', fault: '503', method: 'POST' }),
    });
    renderIsland();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(labels.serviceDown);
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
    expect(submit).not.toHaveBeenCalled();
  });
});
