import type { Locale } from '@/domain/model/locale';
import esES from '../../locales/es_ES.json';
import frBE from '../../locales/fr_BE.json';
import frFR from '../../locales/fr_FR.json';
import itIT from '../../locales/it_IT.json';
import nlBE from '../../locales/nl_BE.json';
import nlNL from '../../locales/nl_NL.json';

/** One ICU catalogue per site; every key exists in all six (tests/i18n/catalogues.test.ts). */
export const CATALOGUES: Record<Locale, Record<string, string>> = {
  fr_FR: frFR,
  fr_BE: frBE,
  nl_NL: nlNL,
  nl_BE: nlBE,
  it_IT: itIT,
  es_ES: esES,
};
