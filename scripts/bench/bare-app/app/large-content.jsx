/**
 * About as much HTML as the storefront's home page (163 kB with its inline server payload, 2026-11-28):
 * the bare reference for a page of that size. 560 paragraphs of plain text, no data, no client code.
 */
export const LARGE_PARAGRAPHS = 560;

export function LargeContent() {
  const rows = Array.from({ length: LARGE_PARAGRAPHS }, (_, index) => index);
  return (
    <main>
      <h1>Bare Next page of a catalogue page&apos;s size</h1>
      {rows.map((index) => (
        <p key={index} className={`row-${index % 7} text-body`}>
          Paragraph number {index} of a long catalogue page, with some words in it.
        </p>
      ))}
    </main>
  );
}
