import { Shell } from '@/components/shell/shell';
import { careMessages as m } from '@/care/messages';
import { SignOutForm } from '@/care/sign-out-form';
import { getIntl } from '@/i18n/server';
import type { RouteOf } from '@/routing';
import type { ScreenContext } from '../screen-module';
import type { CareLoginData, CareSignIn } from './load';
import { GoogleScript, SimulatedGoogleSignIn } from './islands';
import styles from './customer-care-login.module.css';

type Intl = ReturnType<typeof getIntl>;

/** Google Identity Services, redirect mode: Google posts `credential` to the session route. */
function GoogleSignIn({ signIn }: { signIn: Extract<CareSignIn, { kind: 'google' }> }) {
  return (
    <>
      <GoogleScript />
      <div id="g_id_onload" data-client_id={signIn.clientId} data-login_uri={signIn.loginUri} data-ux_mode="redirect" data-auto_prompt="false" />
      <div className={`g_id_signin ${styles.google}`} data-type="standard" data-text="signin_with" />
    </>
  );
}

function SignInBlock({ data, intl }: { data: CareLoginData; intl: Intl }) {
  const { signIn } = data;
  if (signIn.kind === 'google') return <GoogleSignIn signIn={signIn} />;
  return (
    <>
      <p className={styles.note}>{intl.formatMessage(m.simulatorNote, { domain: data.hostedDomain })}</p>
      <SimulatedGoogleSignIn
        tokenUrl={signIn.tokenUrl}
        defaultEmail={`agent@${data.hostedDomain}`}
        homePath={data.homePath}
        loginPath={data.loginPath}
        labels={{
          account: intl.formatMessage(m.account),
          signIn: intl.formatMessage(m.signIn),
          signingIn: intl.formatMessage(m.signingIn),
          serviceDown: intl.formatMessage(m.serviceDown),
        }}
      />
    </>
  );
}

/**
 * The customer-care login page (spec part 2 §2 shell rules, §6 roles), in the simplified shell:
 * logo and back arrow only, nothing a customer would use.
 */
export function View({ route, data, context }: { route: RouteOf<'customer-care-login'>; data: CareLoginData; context: ScreenContext }) {
  const intl = getIntl(route.locale);
  return (
    <Shell route={route} context={context} variant="simplified">
      <main className={styles.page} data-testid="care-login">
        <h1 className={styles.title}>{intl.formatMessage(m.title)}</h1>
        <p className={styles.intro}>{intl.formatMessage(m.intro)}</p>
        <h2 className={styles.subtitle}>{intl.formatMessage(m.changesTitle)}</h2>
        <ul className={styles.changes}>
          <li>{intl.formatMessage(m.changeShare)}</li>
          <li>{intl.formatMessage(m.changeBanner)}</li>
          <li>{intl.formatMessage(m.changeContact)}</li>
        </ul>
        {data.agent ? (
          <section className={styles.signedIn} data-customer-care="">
            <p role="status">{intl.formatMessage(m.signedIn, { email: data.agent.email })}</p>
            <div className={styles.actions}>
              <a className={styles.primary} href={data.homePath}>
                {intl.formatMessage(m.goToSite)}
              </a>
              <SignOutForm label={intl.formatMessage(m.signOut)} returnTo={data.homePath} className={styles.secondary} />
            </div>
          </section>
        ) : (
          <>
            {data.failed ? (
              <p className={styles.error} role="alert">
                {intl.formatMessage(m.failed, { domain: data.hostedDomain })}
              </p>
            ) : null}
            <SignInBlock data={data} intl={intl} />
          </>
        )}
      </main>
    </Shell>
  );
}
