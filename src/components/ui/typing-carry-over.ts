/**
 * What a visitor did to server HTML before its island arrived: the text typed into its fields and
 * the element holding focus. The island, rendered in place of that HTML, has the same markup, so
 * fields and focusable elements are matched by their order.
 */
export interface Typing {
  /** Text typed into the n-th text field (its value differs from the one the server wrote). */
  typed: { index: number; value: string }[];
  /** Position of the focused element among the focusable ones, or null when focus is elsewhere. */
  focused: number | null;
}

const TEXT_FIELDS = 'input:not([type]), input[type="text"], input[type="search"], input[type="email"], input[type="tel"], textarea';
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

const textFields = (root: Element) => [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS)];

export function typingIn(root: Element): Typing {
  const typed = textFields(root)
    .map((field, index) => ({ index, value: field.value, typed: field.value !== field.defaultValue }))
    .filter((field) => field.typed)
    .map(({ index, value }) => ({ index, value }));
  const active = root.ownerDocument.activeElement;
  const focusables = [...root.querySelectorAll(FOCUSABLE)];
  const position = active && root.contains(active) ? focusables.indexOf(active) : -1;
  return { typed, focused: position >= 0 ? position : null };
}

/** Puts the typed text back into the island's fields and focus back where it was; the caret goes to the text's end. */
export function carryOverTyping(root: Element, typing: Typing): void {
  const fields = textFields(root);
  for (const { index, value } of typing.typed) {
    const field = fields[index];
    if (field && field.value !== value) field.value = value;
  }
  if (typing.focused === null) return;
  const target = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)][typing.focused];
  if (!target) return;
  target.focus();
  if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) {
    const end = target.value.length;
    try {
      target.setSelectionRange(end, end);
    } catch {
      // An e-mail field has no caret position to set: it throws.
    }
  }
}
