import { z } from 'zod';
import { blocksSchema, imageSchema, richContentSchema, tolerantArray } from '@/api/cms/schemas';

/** Wire schemas of static pages, ideas, landings, marketing articles and minisites. */
const text = z.string();
const optionalText = z.string().nullable().optional();

export const contentPageSchema = z.object({
  id: text,
  locale: optionalText,
  title: text,
  description: optionalText,
  content: richContentSchema,
});

const ideaItemSchema = z.object({ id: text, title: text, image: optionalText, url: text });

export const ideasSchema = z.object({
  title: text,
  intro: optionalText,
  sections: z.array(z.object({ title: text, items: tolerantArray(ideaItemSchema) })),
  regions: z.array(z.object({ label: text, url: text })).optional(),
});

export const landingSchema = z.object({
  slug: text,
  kind: optionalText,
  title: text,
  intro: optionalText,
  heroImage: imageSchema.nullable().optional(),
  seo: z.object({ title: optionalText, description: optionalText }).nullable().optional(),
  blocks: blocksSchema,
});

export const landingListSchema = z.object({
  landings: z.array(z.object({ slug: text, kind: optionalText, title: text, url: text })),
});

export const articlesSchema = z.array(z.object({ id: z.union([text, z.number()]), url: text, title: text, cover: optionalText }));

export const minisiteSchema = z.object({
  minisiteId: z.union([text, z.number()]),
  minisiteUrl: text,
  partnerName: text,
  minisiteLocale: text,
  bannerUrls: z.object({ desktop: text, mobile: text }),
  logoUrl: optionalText,
  footer: text,
  meta: z.object({ canonicalUrl: optionalText, metaDescription: optionalText, pageTitle: optionalText }).nullable().optional(),
});

export type WireContentPage = z.output<typeof contentPageSchema>;
export type WireIdeas = z.output<typeof ideasSchema>;
export type WireLanding = z.output<typeof landingSchema>;
export type WireLandingList = z.output<typeof landingListSchema>;
export type WireArticles = z.output<typeof articlesSchema>;
export type WireMinisite = z.output<typeof minisiteSchema>;
