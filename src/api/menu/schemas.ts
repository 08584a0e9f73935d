import { z } from 'zod';
import { tolerantArray } from '@/api/cms/schemas';

/**
 * Wire schema of GET {cms}/api/cms/menu (docs/api/content.md). Entries the client cannot read are
 * dropped one by one (tolerant arrays), so one bad link never empties the whole menu.
 */
export interface WireMenuNode {
  id: string;
  label: string;
  url?: string | null;
  children?: WireMenuNode[];
}

export const menuNodeSchema: z.ZodType<WireMenuNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    label: z.string().min(1),
    url: z.string().nullable().optional(),
    children: tolerantArray(menuNodeSchema).optional(),
  }),
);

const themeLinkSchema = z.object({ id: z.string(), label: z.string().min(1), url: z.string() });

export const menuSchema = z.object({
  inspirations: tolerantArray(menuNodeSchema),
  themesPanel: z
    .object({
      title: z.string(),
      suggested: themeLinkSchema
        .extend({
          teaser: z.string().nullable().optional(),
          image: z.object({ url: z.string(), alt: z.string().nullable().optional() }).nullable().optional(),
        })
        .nullable()
        .optional(),
      themes: tolerantArray(themeLinkSchema),
    })
    .nullable()
    .optional(),
});

export type WireMenu = z.output<typeof menuSchema>;
