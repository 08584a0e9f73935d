import type { ReactNode } from 'react';
import { ROOT_METADATA, ROOT_VIEWPORT, RootDocument } from '@/screens/root-document';
import '../globals.css';

export const metadata = ROOT_METADATA;
export const viewport = ROOT_VIEWPORT;

/** The crash test's document: a page of no site, in French (the default of pages of no site). */
export default function CrashTestLayout({ children }: { children: ReactNode }) {
  return (
    <RootDocument locale={null} language="fr_FR">
      {children}
    </RootDocument>
  );
}
