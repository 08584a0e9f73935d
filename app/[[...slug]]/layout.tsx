import type { ReactNode } from 'react';
import { SITELESS_DEFAULT_LOCALE } from '@/domain/model/accept-language';
import { pageFormOf, type PageProps } from '@/screens/page-entry';
import { requestContextOf } from '@/server/request-context';
import { ROOT_METADATA, ROOT_VIEWPORT, RootDocument } from '@/screens/root-document';
import '../globals.css';

export const metadata = ROOT_METADATA;
export const viewport = ROOT_VIEWPORT;

/**
 * The cached pages' document: everything from the path (the form the proxy wrote), nothing from the
 * request, so one render serves every visitor of the path.
 */
export default async function CachedPagesLayout({ children, params }: PageProps & { children: ReactNode }) {
  const form = await pageFormOf('cached', { params });
  const locale = form ? requestContextOf(form).locale : null;
  return (
    <RootDocument locale={locale} language={locale ?? SITELESS_DEFAULT_LOCALE}>
      {children}
    </RootDocument>
  );
}
