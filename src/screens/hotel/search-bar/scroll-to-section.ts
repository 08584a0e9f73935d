import { sectionScrollTarget, type HotelScreen } from '@/domain/hotel';
import { DESKTOP_MIN_WIDTH } from '@/theme/breakpoints';

/** The layout's screen at the moment of a click (the CSS media query's threshold): it sets the offset. */
export const screenNow = (): HotelScreen => (window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`).matches ? 'desktop' : 'mobile');

/**
 * Scrolls the page so the section's top sits under the bar (part 2 §9 offsets), smoothly unless
 * the visitor asked for reduced motion. With `focus` the section takes the focus for keyboard and
 * screen reader users, without a second jump. False when the page has no such section.
 */
export function scrollToSection(id: string, screen: HotelScreen, { focus = false }: { focus?: boolean } = {}): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: sectionScrollTarget(target.getBoundingClientRect().top + window.scrollY, screen), behavior: reduced ? 'auto' : 'smooth' });
  if (focus) {
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }
  return true;
}
