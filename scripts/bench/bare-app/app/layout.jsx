/** The bare page's root layout: what `create-next-app` leaves once its styles and fonts are removed. */
export const metadata = { title: 'Bare Next page', description: 'The reference page of npm run bench:web' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
