import type { Path, UseFormReturn } from 'react-hook-form';
import type { FormEdits } from '@/components/ui/form-edits';
import { TRAVELLER_FIELDS } from '@/domain/checkout/traveller-details';
import type { BookingFormValues } from './booking-form-values';

type FieldPath = Path<BookingFormValues>;

/**
 * Takes what the visitor did to the server's form before the island arrived (intentIsland) into
 * react-hook-form: each changed field's value (a field they left is checked, as a blur would have),
 * each field they left unchanged checked too, the focus back on the field that had it (the caret at
 * the text's end) and, when they had asked to submit, the submit. Only the form's own fields: the
 * names come from the page, the values are checked by the form's rules like any typed.
 */
export function applyFormEdits(form: UseFormReturn<BookingFormValues>, edits: FormEdits, element: HTMLFormElement | null): void {
  const known = new Set<string>([...TRAVELLER_FIELDS, ...Object.keys(form.getValues('delivery')).map((field) => `delivery.${field}`)]);
  const isField = (name: string): name is FieldPath => known.has(name);
  const touched = new Set(edits.touched.filter(isField));
  for (const [name, value] of Object.entries(edits.values)) {
    if (!isField(name) || typeof value !== typeof form.getValues(name)) continue;
    form.setValue(name, value as never, { shouldDirty: true, shouldTouch: touched.has(name), shouldValidate: touched.has(name) });
  }
  for (const name of touched) {
    if (!(name in edits.values)) form.setValue(name, form.getValues(name) as never, { shouldTouch: true, shouldValidate: true });
  }
  const focused = edits.focused !== null && isField(edits.focused) ? element?.elements.namedItem(edits.focused) : null;
  const target = focused instanceof RadioNodeList ? ([...focused].find((radio) => (radio as HTMLInputElement).checked) ?? focused[0]) : focused;
  if (target instanceof HTMLElement) {
    target.focus();
    if (target instanceof HTMLInputElement && ['text', 'tel', 'search'].includes(target.type)) target.setSelectionRange(target.value.length, target.value.length);
  }
  if (edits.submitted) element?.requestSubmit();
}
