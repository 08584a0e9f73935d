import type { Locale } from '@/domain/model/locale';
import { getIntl } from '@/i18n/server';
import { href } from '@/routing';
import { signedInAgent } from './identity.server';
import { careMessages as m } from './messages';
import { SignOutForm } from './sign-out-form';
import styles from './care-session.module.css';

/**
 * Who is signed in to customer-care mode, and a sign-out button: for the shell's care bar.
 * Render it only when context.request.customerCare (it trusts the proxy's verification of the
 * cookie in this request).
 */
export async function CareSession({ locale }: { locale: Locale }) {
  const intl = getIntl(locale);
  const agent = await signedInAgent();
  return (
    <div className={styles.session} data-customer-care="">
      {agent ? <span>{intl.formatMessage(m.barSignedInAs, { email: agent.email })}</span> : null}
      <SignOutForm label={intl.formatMessage(m.signOut)} returnTo={href.home(locale)} className={styles.signOut} />
    </div>
  );
}
