/**
 * Structured data for crawlers: a script element with our own JSON (the one place the project
 * writes raw HTML). '<' is escaped so no value — a hotel name, a label from the CMS — can ever
 * close the script. The data comes from the builders in src/crawlers/structured-data; null (a
 * builder with nothing worth saying) renders nothing.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export function JsonLd({ data, testId }: { data: unknown; testId?: string }) {
  if (data === null || data === undefined) return null;
  return <script type="application/ld+json" data-testid={testId} dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
