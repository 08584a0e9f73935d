import { z } from 'zod';

/** Wire schema of the static content page index (docs/api/content.md, "Content page index"). */
export const pageIndexSchema = z.object({
  pages: z.array(z.object({ id: z.string(), title: z.string() })),
});

export type WirePageIndex = z.output<typeof pageIndexSchema>;
