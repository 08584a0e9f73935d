import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { SITELESS_DEFAULT_LOCALE } from '@/domain/model/accept-language';
import { notFoundFormOf, notFoundPageMetadata, type NotFoundProps } from '@/screens/page-entry';
import { ROOT_METADATA, ROOT_VIEWPORT, RootDocument } from '@/screens/root-document';
import '../../globals.css';

export const viewport = ROOT_VIEWPORT;

/** Next resolves a 404 answer's metadata from the layouts (and a not-found file), not from the page. */
export async function generateMetadata(props: NotFoundProps): Promise<Metadata> {
  return { ...ROOT_METADATA, ...notFoundPageMetadata(await notFoundFormOf(props)) };
}

/** The not-found page's document: the site's language, else the visitor's the proxy wrote into the form. */
export default async function NotFoundLayout({ children, params }: NotFoundProps & { children: ReactNode }) {
  const form = await notFoundFormOf({ params });
  return (
    <RootDocument locale={form?.site ?? null} language={form?.site ?? form?.language ?? SITELESS_DEFAULT_LOCALE}>
      {children}
    </RootDocument>
  );
}
