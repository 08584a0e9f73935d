import type { CountryCode, Lang } from '../../catalogue/types';

/** Country names as each language writes them. */
export const COUNTRY_NAMES: Record<Lang, Record<CountryCode, string>> = {
  fr: { FR: 'France', BE: 'Belgique', NL: 'Pays-Bas', IT: 'Italie', ES: 'Espagne' },
  nl: { FR: 'Frankrijk', BE: 'België', NL: 'Nederland', IT: 'Italië', ES: 'Spanje' },
  it: { FR: 'Francia', BE: 'Belgio', NL: 'Paesi Bassi', IT: 'Italia', ES: 'Spagna' },
  es: { FR: 'Francia', BE: 'Bélgica', NL: 'Países Bajos', IT: 'Italia', ES: 'España' },
};
