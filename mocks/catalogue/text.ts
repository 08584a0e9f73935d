/**
 * Small text helpers for composing localized strings out of the vocabulary.
 */
import type { Lang, Localized } from './types';
import { LANGS } from './vocabulary';

/** Replaces {key} in each language with the variable's text in that language. */
export function fill(template: Localized, vars: Record<string, Localized | string>): Localized {
  const out = {} as Localized;
  for (const lang of LANGS) {
    out[lang] = template[lang].replace(/\{(\w+)\}/g, (whole, key: string) => {
      const value = vars[key];
      if (value === undefined) return whole;
      return typeof value === 'string' ? value : value[lang];
    });
  }
  return out;
}

/** Joins localized parts with a space, per language. */
export function join(...parts: Localized[]): Localized {
  const out = {} as Localized;
  for (const lang of LANGS) out[lang] = parts.map((part) => part[lang]).join(' ');
  return out;
}

export function mapLocalized(source: Localized, fn: (text: string, lang: Lang) => string): Localized {
  const out = {} as Localized;
  for (const lang of LANGS) out[lang] = fn(source[lang], lang);
  return out;
}

/** URL slug: lowercase ASCII words joined by dashes ("Séjour œnologique" → "sejour-oenologique"). */
export function slugify(text: string): string {
  return text
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'Oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Shares identical composed texts between records (thousands of packages have the same label
 * pattern); keeps memory flat at 20,000 hotels.
 */
export class Interner {
  private readonly cache = new Map<string, Localized>();

  get(key: string, build: () => Localized): Localized {
    let value = this.cache.get(key);
    if (!value) {
      value = build();
      this.cache.set(key, value);
    }
    return value;
  }
}
