/**
 * CMS colours: authors pick backgrounds (and sometimes text colours). A colour we cannot read is
 * ignored, and where no text colour is given the one that reads best on the background is chosen,
 * so a light or dark background never produces unreadable text (WCAG 2.2 AA contrast).
 */
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function cssColor(value: string | null | undefined): string | null {
  return value && HEX.test(value.trim()) ? value.trim() : null;
}

function channels(hex: string): [number, number, number] {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16) / 255) as [number, number, number];
}

/** WCAG relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) => (channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const DARK_TEXT = '#1d2a30';
const LIGHT_TEXT = '#ffffff';

/** Black or white always reaches 4.5:1 on some side (the worst background still gets about 4.58:1). */
const BLACK = '#000000';
const AA = 4.5;

/** The author's text colour when it is readable on the background (4.5:1), else the theme's dark text, white or black. */
export function readableText(background: string, preferred?: string | null): string {
  const wanted = cssColor(preferred);
  if (wanted && contrastRatio(background, wanted) >= AA) return wanted;
  const best = contrastRatio(background, DARK_TEXT) >= contrastRatio(background, LIGHT_TEXT) ? DARK_TEXT : LIGHT_TEXT;
  return contrastRatio(background, best) >= AA ? best : BLACK;
}
