/** Small line icons for the CMS's USP icon names; an unknown name gets the check mark. */
const PATHS: Record<string, string> = {
  handpicked: 'M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6-4.5-4.2 6.1-.7z',
  'all-inclusive': 'M4 7h16v13H4zM4 11h16M12 7v13M8.5 7C6 7 6 3.5 8.5 3.5 10.5 3.5 12 7 12 7s1.5-3.5 3.5-3.5C18 3.5 18 7 15.5 7',
  'customer-service': 'M4 14v-2a8 8 0 0116 0v2M4 14h3v5H4zM17 14h3v5h-3zM20 19c0 1.5-2 2.5-5 2.5',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  envelope: 'M3 6h18v12H3zM3 6l9 7 9-7',
  exchange: 'M4 8h13l-3-3M20 16H7l3 3',
};
const CHECK = 'M12 21a9 9 0 100-18 9 9 0 000 18zM8 12.5l2.7 2.7L16 10';

export function UspIcon({ name, className }: { name: string | null; className?: string }) {
  return (
    <svg className={className} aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
      <path d={(name && PATHS[name]) || CHECK} />
    </svg>
  );
}
