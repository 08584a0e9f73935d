import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { SITELESS_DEFAULT_LOCALE } from '@/domain/model/accept-language';
import { notFoundPageMetadata, pageFormOf, type PageProps } from '@/server/page-entry';
import { requestContextOf } from '@/server/request-context';
import { ROOT_METADATA, ROOT_VIEWPORT, RootDocument } from '@/server/root-document';
import '../globals.css';

export const viewport = ROOT_VIEWPORT;

/**
 * The document's metadata; for the not-found page, its title too: Next resolves a 404 answer's
 * metadata from the layouts (and a not-found file), not from the page.
 */
export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const form = await pageFormOf('cached', { params });
  return form?.status === 'not-found' ? { ...ROOT_METADATA, ...notFoundPageMetadata(form) } : ROOT_METADATA;
}

/**
 * The cached pages' document: everything from the path (the form the proxy wrote), nothing from the
 * request, so one render serves every visitor of the path. A not-found form of no site carries the
 * language the proxy chose from the visitor's Accept-Language.
 */
export default async function CachedPagesLayout({ children, params }: PageProps & { children: ReactNode }) {
  const form = await pageFormOf('cached', { params });
  const locale = form ? requestContextOf(form).locale : null;
  return (
    <RootDocument locale={locale} language={locale ?? form?.language ?? SITELESS_DEFAULT_LOCALE}>
      {children}
    </RootDocument>
  );
}
