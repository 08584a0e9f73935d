import type { Metadata } from 'next';
import type { ReactNode } from 'react';

export const metadata: Metadata = {
  title: { default: 'Escapade', template: '%s | Escapade' },
};

// The language of each page comes with the locale routing of the shell; until then the
// default site (fr_FR) is the only one served.
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="fr-FR">
      <body>{children}</body>
    </html>
  );
}
