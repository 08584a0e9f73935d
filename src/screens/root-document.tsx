import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { ClientIntl } from '@/components/providers/client-intl';
import { AutoDiscountMark } from '@/components/shell/auto-discount-mark';
import { HydrationMark } from '@/components/shell/hydration-mark';
import { languageTag, type Locale } from '@/domain/model/locale';
import { clientMessages } from '@/i18n/client-messages';
import { ROOT_MESSAGE_GROUPS } from './root-message-groups';
import { getSiteConfig } from '@/server/site-config';

/** The brand after each page's own title ('Mentions légales | Escapade'). */
const TITLE_TEMPLATE = '%s | Escapade';

/** Every page's document metadata (the page trees' root layouts export it). */
export const ROOT_METADATA: Metadata = {
  title: 'Escapade',
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

/**
 * A page's metadata with the brand after its title. Next applies a layout's title template to the
 * segments below it only, and each page tree's layout sits in the same segment as its page (it reads
 * the page's path): the template is applied here, for every page. An absolute title stays as it is.
 */
export function withBrandTitle(metadata: Metadata): Metadata {
  const { title } = metadata;
  if (typeof title !== 'string') return metadata;
  return { ...metadata, title: { absolute: TITLE_TEMPLATE.replace('%s', title) } };
}

export const ROOT_VIEWPORT: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b5d63' };

/**
 * The document of every page: <html lang> is the page's language (the site's; for a page of no site,
 * the one its tree chose), the shell's island messages of the site around it. The splash pages also
 * mark each language block with its own lang. No styled-components registry: what renders on the
 * server is styled with CSS modules; styled-components serves only overlays the browser renders.
 */
export function RootDocument({ locale, language, children }: { locale: Locale | null; language: Locale; children: ReactNode }) {
  return (
    <html lang={languageTag(language)}>
      <body>
        {locale ? (
          <ClientIntl locale={languageTag(locale)} messages={clientMessages(locale, ROOT_MESSAGE_GROUPS)}>
            {children}
          </ClientIntl>
        ) : (
          children
        )}
        <HydrationMark />
        <AutoDiscountMark />
      </body>
    </html>
  );
}
