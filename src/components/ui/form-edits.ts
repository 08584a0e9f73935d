/**
 * What a visitor did to a server-rendered form before its island arrived (intentIsland): each named
 * control they changed, by its name (a text, a select's value, the checked radio's value, a
 * checkbox's state), the control holding focus, and whether they asked to submit. The island takes
 * them into its own state (react-hook-form's values), newest of all it knows.
 */
export interface FormEdits {
  values: Record<string, string | boolean>;
  /** The name of the focused control, or null when the focus is elsewhere. */
  focused: string | null;
  /** The controls the focus has left (a form checking on blur checks them). */
  touched: string[];
  submitted: boolean;
}

type NamedControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isNamedControl = (element: Element): element is NamedControl =>
  (element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) && element.name !== '';

function changedValue(control: NamedControl): string | boolean | undefined {
  if (control instanceof HTMLSelectElement) {
    const initial = [...control.options].find((option) => option.defaultSelected) ?? control.options[0];
    return control.value !== (initial?.value ?? '') ? control.value : undefined;
  }
  if (control instanceof HTMLInputElement && control.type === 'checkbox') return control.checked !== control.defaultChecked ? control.checked : undefined;
  if (control instanceof HTMLInputElement && control.type === 'radio') return control.checked && !control.defaultChecked ? control.value : undefined;
  return control.value !== control.defaultValue ? control.value : undefined;
}

/** Reads the named controls under `root` (their order: the last one of a name wins, as radios need). */
export function readFormEdits(root: Element, { submitted, touched }: Pick<FormEdits, 'submitted' | 'touched'>): FormEdits {
  const values: Record<string, string | boolean> = {};
  for (const control of root.querySelectorAll('input, select, textarea')) {
    if (!isNamedControl(control)) continue;
    const value = changedValue(control);
    if (value !== undefined) values[control.name] = value;
  }
  const active = root.ownerDocument.activeElement;
  const focused = active && root.contains(active) && isNamedControl(active) ? active.name : null;
  return { values, focused, touched, submitted };
}
