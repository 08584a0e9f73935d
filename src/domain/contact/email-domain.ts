import { pointOfSale, type Locale, type PointOfSale } from '@/domain/model/locale';

/**
 * The email domain correction of part 1 §5 ('You mean @{domain}?'): a mistyped domain is compared
 * with the common providers' and the local ISPs' domains; a close one (a letter missing, added,
 * changed, or two letters swapped, at most twice) is suggested, a known domain never is.
 */
export const COMMON_EMAIL_DOMAINS: readonly string[] = [
  'gmail.com',
  'hotmail.com',
  'outlook.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'gmx.com',
  'protonmail.com',
  'proton.me',
];

/** Each country's internet providers and the national variants of the big mail providers. */
export const LOCAL_EMAIL_DOMAINS: Readonly<Record<PointOfSale, readonly string[]>> = {
  FR: ['orange.fr', 'wanadoo.fr', 'free.fr', 'sfr.fr', 'neuf.fr', 'laposte.net', 'bbox.fr', 'numericable.fr', 'aliceadsl.fr', 'club-internet.fr', 'hotmail.fr', 'yahoo.fr', 'live.fr', 'outlook.fr'],
  BE: ['skynet.be', 'telenet.be', 'proximus.be', 'scarlet.be', 'voo.be', 'hotmail.be', 'live.be', 'outlook.be'],
  NL: ['ziggo.nl', 'kpnmail.nl', 'planet.nl', 'hetnet.nl', 'home.nl', 'xs4all.nl', 'upcmail.nl', 'chello.nl', 'hotmail.nl', 'live.nl', 'outlook.nl'],
  IT: ['libero.it', 'virgilio.it', 'alice.it', 'tiscali.it', 'tin.it', 'fastwebnet.it', 'email.it', 'hotmail.it', 'yahoo.it', 'live.it', 'outlook.it'],
  ES: ['telefonica.net', 'movistar.es', 'terra.es', 'ono.com', 'hotmail.es', 'yahoo.es', 'outlook.es', 'live.com.es'],
};

/** The site's own country first: on a tie its providers win. */
export function emailDomainsFor(locale: Locale): string[] {
  const own = pointOfSale(locale);
  const others = (Object.keys(LOCAL_EMAIL_DOMAINS) as PointOfSale[]).filter((country) => country !== own);
  return [...LOCAL_EMAIL_DOMAINS[own], ...COMMON_EMAIL_DOMAINS, ...others.flatMap((country) => LOCAL_EMAIL_DOMAINS[country])];
}

const MAX_DISTANCE = 2;

/** Edit distance counting a swap of two neighbouring letters as one edit (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const columns = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: columns }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < columns; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** The domain to suggest for what was typed, or null (no domain yet, a known one, nothing close). */
export function suggestEmailDomain(email: string, locale: Locale): string | null {
  const at = email.lastIndexOf('@');
  if (at <= 0) return null;
  const domain = email.slice(at + 1).trim().toLowerCase();
  // Too short to tell a typo from another domain ('gm', 'fr').
  if (domain.length < 4) return null;
  const known = emailDomainsFor(locale);
  if (known.includes(domain)) return null;
  let best: { domain: string; distance: number } | null = null;
  for (const candidate of known) {
    const distance = editDistance(domain, candidate);
    if (distance <= MAX_DISTANCE && (best === null || distance < best.distance)) best = { domain: candidate, distance };
  }
  return best?.domain ?? null;
}

/** The email with its domain replaced by the suggestion (a click on 'You mean @{domain}?'). */
export function withEmailDomain(email: string, domain: string): string {
  const at = email.lastIndexOf('@');
  return `${(at < 0 ? email : email.slice(0, at)).trim()}@${domain}`;
}
