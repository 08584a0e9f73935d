import type { ReactNode } from 'react';
import { SITELESS_DEFAULT_LOCALE } from '@/domain/model/accept-language';
import { pageFormOf, type PageProps } from '@/screens/page-entry';
import { visitorLanguage } from '@/server/page-locale';
import { requestContextOf } from '@/server/request-context';
import { ROOT_METADATA, ROOT_VIEWPORT, RootDocument } from '@/screens/root-document';
import '../../globals.css';

export const metadata = ROOT_METADATA;
export const viewport = ROOT_VIEWPORT;

/**
 * The document of the pages rendered per request (a visitor's checkout, voucher, care session, the
 * splash in the visitor's language): the site from the path, a page of no site in the visitor's
 * language. Reached only through the proxy's rewrite ('/_personal/{form}/…', src/routing/page-forms.ts).
 */
export default async function PersonalPagesLayout({ children, params }: PageProps & { children: ReactNode }) {
  const form = await pageFormOf('personal', { params });
  const request = form ? requestContextOf(form) : null;
  const language = request ? await visitorLanguage(request) : SITELESS_DEFAULT_LOCALE;
  return (
    <RootDocument locale={request?.locale ?? null} language={language}>
      {children}
    </RootDocument>
  );
}
