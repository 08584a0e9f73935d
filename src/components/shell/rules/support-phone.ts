/**
 * The support line's `tel:` address: the number as dialled, without the separators it is written
 * with (RFC 3966 global number: a leading + and digits only).
 */
export function telHref(number: string): string {
  const digits = number.replace(/[^0-9]/g, '');
  return `tel:${number.trim().startsWith('+') ? '+' : ''}${digits}`;
}
