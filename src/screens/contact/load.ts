import { getShellSettings } from '@/components/shell/settings';
import type { RouteOf } from '@/routing';
import { getMessengerConfig } from '@/server/messenger/messenger-config.server';
import { getRecaptchaConfig } from '@/server/recaptcha/recaptcha-config.server';
import type { ScreenContext } from '../screen-module';
import { isThankYou } from './help-links';

/** Everything the contact page needs is the shop's own settings: it never fails, never 404s. */
export interface ContactData {
  /** The page a sent message returns to (ref=contact_thank_you). */
  thankYou: boolean;
  /** Customer-care mode: a plain submit button, no recaptcha, the care failure alert. */
  care: boolean;
  helpCentre: string;
  /** The recaptcha provider's public settings (the secret stays on the server); null in care mode. */
  recaptcha: { siteKey: string; scriptUrl: string } | null;
  /** The messenger's script when it is enabled on this site (production or es_ES, part 2 §9); null hides the chat. */
  chatScriptUrl: string | null;
}

export async function load(route: RouteOf<'contact'>, context: ScreenContext): Promise<ContactData> {
  const care = context.request.customerCare;
  const recaptcha = care ? null : getRecaptchaConfig();
  const messenger = getMessengerConfig(route.locale);
  return {
    thankYou: isThankYou(context.searchParams),
    care,
    helpCentre: getShellSettings().links.helpCentre[route.locale],
    recaptcha: recaptcha ? { siteKey: recaptcha.siteKey, scriptUrl: recaptcha.scriptUrl } : null,
    chatScriptUrl: messenger.enabled ? messenger.scriptUrl : null,
  };
}
