import type { Locale } from '@/domain/model/locale';

/**
 * The box listing's landing-page link sections (part 2 §2): occasion/season, recipient and theme,
 * for es_ES and fr_FR only. The links are the CMS landings of the site (each has a kind); a
 * landing of another kind, or a section without a landing, is not shown.
 */
export const LANDING_LINK_LOCALES: readonly Locale[] = ['es_ES', 'fr_FR'];

export const LANDING_SECTION_KINDS = ['occasion', 'recipient', 'theme'] as const;
export type LandingSectionKind = (typeof LANDING_SECTION_KINDS)[number];

/** The CMS kinds each section gathers: seasons sit with occasions (the spec's 'occasion/season'). */
const KINDS_OF_SECTION: Readonly<Record<LandingSectionKind, readonly string[]>> = {
  occasion: ['occasion', 'season'],
  recipient: ['recipient'],
  theme: ['theme'],
};

export interface LandingSection<T> {
  kind: LandingSectionKind;
  landings: T[];
}

export function showsLandingLinks(locale: Locale): boolean {
  return LANDING_LINK_LOCALES.includes(locale);
}

/** The sections in the spec's order, each with its landings in the CMS's order; empty ones left out. */
export function landingSections<T extends { kind: string | null }>(landings: readonly T[]): LandingSection<T>[] {
  return LANDING_SECTION_KINDS.map((kind) => ({
    kind,
    landings: landings.filter((landing) => landing.kind !== null && KINDS_OF_SECTION[kind].includes(landing.kind.toLowerCase())),
  })).filter((section) => section.landings.length > 0);
}
