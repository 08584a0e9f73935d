import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { languageTag } from '@/domain/model/locale';
import { ClientIntl } from '@/components/providers/client-intl';
import { StyledComponentsRegistry } from '@/components/providers/styled-registry';
import { clientMessages } from '@/i18n/client-messages';
import { ROOT_MESSAGE_GROUPS } from '@/screens/root-message-groups';
import { getPageLocale } from '@/server/page-locale';
import { getRequestContext } from '@/server/request-context';
import { getSiteConfig } from '@/server/site-config';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Escapade', template: '%s | Escapade' },
  metadataBase: new URL(getSiteConfig().siteUrl),
  // Static files of public/ (scripts/make-icons.mjs draws them from public/icon.svg).
  icons: {
    icon: [
      { url: '/favicon.ico', sizes: '48x48' },
      { url: '/icon.svg', type: 'image/svg+xml' },
    ],
    apple: '/icons/apple-touch-icon.png',
  },
  manifest: '/manifest.webmanifest',
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b5d63' };

/**
 * <html lang> is the page's language: the site's, read from the path the proxy passed on; for a
 * page of no site (the splash pages, a 404 outside every site) the visitor's Accept-Language
 * among the six sites (src/server/page-locale.ts). The splash pages also mark each language block
 * with its own lang.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const [{ locale }, language] = await Promise.all([getRequestContext(), getPageLocale()]);
  return (
    <html lang={languageTag(language)}>
      <body>
        <StyledComponentsRegistry>
          {locale ? (
            <ClientIntl locale={languageTag(locale)} messages={clientMessages(locale, ROOT_MESSAGE_GROUPS)}>
              {children}
            </ClientIntl>
          ) : (
            children
          )}
        </StyledComponentsRegistry>
      </body>
    </html>
  );
}
