import { get, type FieldValues, type Path, type RegisterOptions, type UseFormReturn } from 'react-hook-form';

/**
 * A control registered with react-hook-form, with its default in the markup: react-hook-form sets an
 * uncontrolled control's value from the browser, so without it the server's HTML would show empty
 * fields (and the first country) until the form's code runs, which it now does when the visitor
 * reaches for the form (src/components/ui/intent-island.tsx).
 */
export function registeredField<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>, options?: RegisterOptions<T, Path<T>>) {
  return { ...form.register(name, options), defaultValue: get(form.formState.defaultValues, name) as string | undefined };
}

/**
 * A radio of a registered group, checked in the server's markup when it is the default. Only there:
 * the browser renders the form afresh in place of that markup (never hydrating it), and a
 * `defaultChecked` in the browser would check the default radio again whenever React updates it
 * after react-hook-form has checked another one of the group.
 */
export function registeredRadio<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>, value: string, options?: RegisterOptions<T, Path<T>>) {
  const onServer = typeof window === 'undefined';
  return { ...form.register(name, options), value, defaultChecked: onServer ? get(form.formState.defaultValues, name) === value : undefined };
}
