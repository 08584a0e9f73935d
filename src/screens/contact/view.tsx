import type { IntlShape } from 'react-intl';
import { Shell } from '@/components/shell/shell';
import { CHAT_HOURS, HELP_HOURS, type OpeningHours } from '@/domain/contact/hours';
import { getIntl } from '@/i18n/server';
import type { RouteOf } from '@/routing';
import type { ScreenContext } from '../screen-module';
import { faqHref, POPULAR_FAQS, QUICK_ACTIONS, quickActionHref, type PopularFaq, type QuickAction } from './help-links';
import { ChatButton, ContactMessage } from './islands';
import type { ContactData } from './load';
import { contactPageMessages as m } from './messages';
import styles from './contact.module.css';

const QUICK_ACTION_TEXTS: Readonly<Record<QuickAction, typeof m.title>> = {
  modify: m.quickActionModify,
  cancel: m.quickActionCancel,
  invoice: m.quickActionInvoice,
};

const FAQ_TEXTS: Readonly<Record<PopularFaq, typeof m.title>> = {
  modifyBooking: m.faqModifyBooking,
  cancelBooking: m.faqCancelBooking,
  confirmationEmail: m.faqConfirmationEmail,
  giftVoucher: m.faqGiftVoucher,
  paymentMethods: m.faqPaymentMethods,
};

/** An hour of the day in the site's way of writing it (10:00, 10.00…). */
function hourText(intl: IntlShape, hour: number): string {
  return intl.formatTime(new Date(Date.UTC(2000, 0, 3, hour)), { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
}

function Hours({ intl, hours, testId }: { intl: IntlShape; hours: readonly OpeningHours[]; testId: string }) {
  return (
    <ul className={styles.hours} data-testid={testId}>
      {hours.map((line) => (
        <li key={line.days}>
          {intl.formatMessage(line.days === 'weekdays' ? m.hoursWeekdays : m.hoursSaturday, { from: hourText(intl, line.from), to: hourText(intl, line.to) })}
        </li>
      ))}
    </ul>
  );
}

/**
 * The contact page (part 2 §2), server-rendered: the FAQ banner, the quick actions, the five
 * popular questions, the help and chat hours, the chat button (when the messenger is enabled)
 * and 'Leave us a message' (an island). After a sent message the page thanks the visitor.
 */
export function ContactView({ route, data, context }: { route: RouteOf<'contact'>; data: ContactData; context: ScreenContext }) {
  const intl = getIntl(route.locale);
  return (
    <Shell route={route} context={context}>
      <main id="main" className={styles.page} data-testid="contact-page">
        <div>
          <h1 className={styles.title}>{intl.formatMessage(m.title)}</h1>
          <p className={styles.intro}>{intl.formatMessage(m.intro)}</p>
        </div>
        {data.thankYou ? (
          <p role="status" className={styles.thankYou} data-testid="contact-thank-you">
            {intl.formatMessage(m.thankYou)}
          </p>
        ) : null}

        <section className={styles.banner} aria-labelledby="contact-faq" data-testid="contact-faq-banner">
          <h2 id="contact-faq">{intl.formatMessage(m.faqBannerTitle)}</h2>
          <p>{intl.formatMessage(m.faqBannerText)}</p>
          <a className={styles.bannerLink} href={data.helpCentre} data-analytics-action="contact-help-centre">
            {intl.formatMessage(m.faqBannerLink)}
          </a>
        </section>

        <div className={styles.sections}>
          <section className={styles.section} aria-labelledby="contact-quick-actions">
            <h2 id="contact-quick-actions">{intl.formatMessage(m.quickActionsTitle)}</h2>
            <ul className={styles.links} data-testid="contact-quick-actions">
              {QUICK_ACTIONS.map((action) => (
                <li key={action}>
                  <a href={quickActionHref(action)} data-analytics-action={`contact-quick-${action}`}>
                    {intl.formatMessage(QUICK_ACTION_TEXTS[action])}
                  </a>
                </li>
              ))}
            </ul>
          </section>

          <section className={styles.section} aria-labelledby="contact-popular">
            <h2 id="contact-popular">{intl.formatMessage(m.popularTitle)}</h2>
            <ul className={styles.links} data-testid="contact-popular-faqs">
              {POPULAR_FAQS.map((faq) => (
                <li key={faq}>
                  <a href={faqHref(data.helpCentre, faq)} data-analytics-action={`contact-faq-${faq}`}>
                    {intl.formatMessage(FAQ_TEXTS[faq])}
                  </a>
                </li>
              ))}
            </ul>
          </section>

          <section className={styles.section} aria-labelledby="contact-team">
            <h2 id="contact-team">{intl.formatMessage(m.contactTitle)}</h2>
            <div className={styles.block}>
              <h3>{intl.formatMessage(m.helpHoursTitle)}</h3>
              <Hours intl={intl} hours={HELP_HOURS} testId="contact-help-hours" />
            </div>
            <div className={styles.block}>
              <h3>{intl.formatMessage(m.messageTitle)}</h3>
              <p>{intl.formatMessage(m.messageText)}</p>
              <ContactMessage locale={route.locale} care={data.care} recaptcha={data.recaptcha} />
            </div>
            {data.chatScriptUrl ? (
              <div className={styles.block} data-testid="contact-chat">
                <h3>{intl.formatMessage(m.chatTitle)}</h3>
                <p>{intl.formatMessage(m.chatHoursTitle)}</p>
                <Hours intl={intl} hours={CHAT_HOURS} testId="contact-chat-hours" />
                <ChatButton scriptUrl={data.chatScriptUrl} locale={route.locale} />
              </div>
            ) : null}
          </section>
        </div>
      </main>
    </Shell>
  );
}
