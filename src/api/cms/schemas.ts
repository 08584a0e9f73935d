import { z } from 'zod';

/**
 * Wire schemas of the CMS calls (part 2 §3, §7). What the UI needs is required; what a real CMS
 * may leave out is optional/nullable. Lists of blocks and rich-text nodes are tolerant: an entry
 * of an unknown type (or one the client cannot read) is skipped, the rest of the page still shows.
 */
const text = z.string();
const optionalText = z.string().nullable().optional();

/** An array whose unreadable items are dropped instead of failing the whole answer. */
export function tolerantArray<T extends z.ZodType>(item: T) {
  return z.array(z.unknown()).transform((items) =>
    items.flatMap((value) => {
      const parsed = item.safeParse(value);
      return parsed.success ? [parsed.data as z.output<T>] : [];
    }),
  );
}

export const countDownSchema = z.object({ start: text, end: text });
export const linkSchema = z.object({ url: text, campaign: optionalText, category: optionalText });
export const ctaSchema = z.object({ label: text, url: text, newTab: z.boolean().optional() });
export const imageSchema = z.object({ url: text, mobileUrl: optionalText, alt: optionalText });
const labelLink = z.object({ label: text, url: text });

export const richInlineSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text }),
  z.object({ type: z.literal('link'), text, url: text, newTab: z.boolean().optional() }),
]);

export const richNodeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), level: z.number().int().min(1).max(6), text }),
  z.object({ type: z.literal('paragraph'), children: tolerantArray(richInlineSchema) }),
  z.object({ type: z.literal('list'), ordered: z.boolean().optional(), items: z.array(tolerantArray(richInlineSchema)) }),
]);

export const richContentSchema = tolerantArray(richNodeSchema);

export const boxCardSchema = z.object({
  id: text,
  title: text,
  description: optionalText,
  rating: z.number().nullable().optional(),
  price: z.number().int().nonnegative(),
  promoPrice: z.number().int().nonnegative().nullable().optional(),
  image: text,
  link: linkSchema,
});

const colorPalette = z.object({ background: optionalText, text: optionalText });

export const blockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('boxes'), id: text, title: text, subtitle: optionalText, boxes: tolerantArray(boxCardSchema), cta: ctaSchema.nullable().optional() }),
  z.object({
    type: z.literal('jumbotron'),
    id: text,
    title: text,
    subtitle: optionalText,
    image: imageSchema.nullable().optional(),
    countDown: countDownSchema.nullable().optional(),
    ctas: z.array(ctaSchema).optional(),
  }),
  z.object({
    type: z.literal('mainUsp'),
    id: text,
    title: optionalText,
    items: z.array(z.object({ icon: optionalText, title: text, text })),
  }),
  z.object({ type: z.literal('marketing'), id: text, title: text, text, image: imageSchema.nullable().optional(), cta: ctaSchema.nullable().optional() }),
  z.object({
    type: z.literal('categories'),
    id: text,
    title: optionalText,
    items: z.array(z.object({ id: text, label: text, image: optionalText, url: text })),
  }),
  z.object({
    type: z.literal('banner'),
    id: text,
    title: text,
    subtitle: optionalText,
    image: imageSchema.nullable().optional(),
    link: linkSchema.nullable().optional(),
    colorPalette: colorPalette.nullable().optional(),
  }),
  z.object({ type: z.literal('boxCodes'), id: text, title: optionalText, codes: z.array(text) }),
  z.object({ type: z.literal('relatedBanner'), id: text, title: optionalText, links: z.array(labelLink) }),
  z.object({ type: z.literal('article'), id: text, title: text, content: richContentSchema, image: imageSchema.nullable().optional() }),
  z.object({
    type: z.literal('topSearchResults'),
    id: text,
    title: text,
    searchParams: z.object({
      resultsCount: z.number().int().positive().optional(),
      type: z.enum(['weekend', 'activity']),
      url: text,
      newTab: z.boolean().optional(),
    }),
    criteria: z.object({ city: optionalText, theme: optionalText }).optional(),
  }),
]);

export const blocksSchema = tolerantArray(blockSchema);

export const announcementBannerSchema = z.object({
  content: text,
  title: text,
  link: linkSchema.nullable().optional(),
  colorVariation: optionalText,
  countDown: countDownSchema.nullable().optional(),
});

export const promoBarSchema = z.object({
  internalCode: text,
  campaign: optionalText,
  category: optionalText,
  flow: text,
  page: text,
  links: z.array(z.object({ label: text, url: text, newTab: z.boolean().optional(), variant: z.enum(['default', 'black']).optional() })),
  colorPalette: z.object({ background: optionalText }).nullable().optional(),
});

const jumbotronSchema = z.object({
  title: text,
  subtitle: optionalText,
  image: imageSchema.nullable().optional(),
  countDown: countDownSchema.nullable().optional(),
  ctas: z.array(ctaSchema).optional(),
  cards: z.array(z.object({ title: text, image: optionalText, url: text })).optional(),
});

export const homepageFlowSchema = z.object({
  seo: z.object({ title: text, description: text, canonicalUrl: optionalText, robots: optionalText }),
  announcementBanner: announcementBannerSchema.nullable().optional(),
  header: z.object({ links: z.array(labelLink) }).nullable().optional(),
  promoBar: promoBarSchema.nullable().optional(),
  jumbotron: jumbotronSchema.nullable().optional(),
  blocks: blocksSchema,
  footer: z.object({ text: optionalText, links: z.array(labelLink) }).nullable().optional(),
});

export const homepageSchema = z.object({
  booking: homepageFlowSchema.nullable().optional(),
  gifting: homepageFlowSchema.nullable().optional(),
  activity: homepageFlowSchema.nullable().optional(),
  hotel: homepageFlowSchema.nullable().optional(),
});

export const announcementBannersSchema = z.object({
  banners: z.array(
    z.object({
      id: text,
      page: text,
      flow: text,
      localizations: z.record(z.string(), announcementBannerSchema),
    }),
  ),
});

export const promoBarsSchema = z.array(promoBarSchema);

export const serpBoxBlockSchema = z.object({
  id: text,
  containerId: text,
  subtitle: optionalText,
  title: text,
  colorPalette: colorPalette.nullable().optional(),
  cta: ctaSchema.nullable().optional(),
  boxes: tolerantArray(boxCardSchema),
});

const giftBlockEntrySchema = z.object({
  title: text,
  subtitle: text,
  imageS: text,
  imageL: text,
  boxURL: optionalText,
  singleVoucherURL: optionalText,
  giftcardURL: optionalText,
  activityOnlyURL: optionalText,
  campaign: optionalText,
  category: optionalText,
});

export const giftBlockSchema = z.record(z.string(), giftBlockEntrySchema);

const targetedBannerSchema = z.object({
  id: optionalText,
  title: text,
  subtitle: optionalText,
  imageUrl: text,
  imageMobile: optionalText,
  imagePosition: z.enum(['center', 'left', 'right']).optional(),
  imageAlt: optionalText,
  ctas: z.array(ctaSchema).optional(),
  url: optionalText,
  newTab: z.boolean().optional(),
  department: optionalText,
  theme: optionalText,
  city: optionalText,
  country: optionalText,
  region: optionalText,
  lessThanTwoHours: z.boolean().nullable().optional(),
});

export const targetedBannersSchema = z.record(z.string(), tolerantArray(targetedBannerSchema));

export type WireBlock = z.output<typeof blockSchema>;
export type WireRichNode = z.output<typeof richNodeSchema>;
export type WireRichInline = z.output<typeof richInlineSchema>;
export type WireBoxCard = z.output<typeof boxCardSchema>;
export type WireHomepage = z.output<typeof homepageSchema>;
export type WireHomepageFlow = z.output<typeof homepageFlowSchema>;
export type WireAnnouncementBanner = z.output<typeof announcementBannerSchema>;
export type WirePromoBar = z.output<typeof promoBarSchema>;
export type WireSerpBoxBlock = z.output<typeof serpBoxBlockSchema>;
export type WireGiftBlock = z.output<typeof giftBlockSchema>;
export type WireTargetedBanners = z.output<typeof targetedBannersSchema>;
export type WireImage = z.output<typeof imageSchema>;
export type WireLink = z.output<typeof linkSchema>;
export type WireCta = z.output<typeof ctaSchema>;
