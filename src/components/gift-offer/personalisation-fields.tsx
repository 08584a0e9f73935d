'use client';

import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { limitInput, PERSONALISATION_MAX, type Personalisation, type PersonalisationError, type PersonalisationField } from '@/domain/gift/personalisation';
import { giftOfferMessages as m } from './messages';
import controls from '@/components/ui/form-controls.module.css';

export interface PersonalisationFieldsProps {
  control: Control<Personalisation>;
  /** The sender's name is required (not for boxes, part 1 §5). */
  mandatory: boolean;
  /** Called when a keystroke or paste went beyond a field's limit and was cut. */
  onRejected(field: PersonalisationField): void;
}

/** A no-break space: the error line's text when there is no error (see the comment below). */
const NO_ERROR = '\u00a0';

const ERROR_TEXTS = { mandatory: m.mandatory, textOnly: m.textOnly, maxLength: m.maxLength } as const;

function isErrorCode(message: unknown): message is PersonalisationError {
  return typeof message === 'string' && message in ERROR_TEXTS;
}

function LimitedField({
  name,
  control,
  label,
  required,
  hint,
  multiline,
  onRejected,
}: {
  name: PersonalisationField;
  control: Control<Personalisation>;
  label: string;
  required: boolean;
  hint?: string;
  multiline: boolean;
  onRejected(field: PersonalisationField): void;
}) {
  const intl = useIntl();
  const id = useId();
  const {
    // A callback ref: react-hook-form focuses the first invalid field with it on Offer.
    field: { ref: attach, value, onBlur, onChange },
    fieldState,
  } = useController({ name, control });
  const max = PERSONALISATION_MAX[name];
  const code = fieldState.error?.message;
  const error = isErrorCode(code) ? intl.formatMessage(ERROR_TEXTS[code], { maxlength: max }) : null;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    value,
    onBlur,
    'aria-invalid': error !== null,
    'aria-required': required || undefined,
    'aria-describedby': [error !== null ? errorId : null, hintId].filter(Boolean).join(' ') || undefined,
    'data-testid': `gift-${name}`,
    onChange: (event: { target: { value: string } }) => {
      // No maxLength attribute: the browser would drop the keystroke silently, and the spec wants
      // the rejection said (limitInput keeps the value within the limit, also on paste).
      const limited = limitInput(value, event.target.value, max);
      onChange(limited.value);
      if (limited.rejected) onRejected(name);
    },
  };
  return (
    <div className={controls.field}>
      <label className={controls.label} htmlFor={id}>
        {label}
        {required ? null : <span className={controls.hint}> {intl.formatMessage(m.optional)}</span>}
      </label>
      {multiline ? (
        <textarea ref={attach} className={`${controls.input} ${controls.textarea}`} rows={4} {...common} />
      ) : (
        <input ref={attach} className={controls.input} type="text" autoComplete="name" {...common} />
      )}
      {hint ? (
        <p id={hintId} className={controls.hint}>
          {hint}
        </p>
      ) : null}
      {/*
        Always in the page, so screen readers announce an error as it appears (and the transient
        one). Its text node is never removed: an error cleared on blur would otherwise remove a
        node while the focus is between two fields, and Radix's focus scope then pulls the focus
        back to the dialog instead of letting Tab reach the next field.
      */}
      <p id={errorId} className={controls.error} aria-live="polite" data-testid={`gift-${name}-error`}>
        {error ?? NO_ERROR}
      </p>
    </div>
  );
}

/** The sender's name and the message of a gift, with part 1 §5's rules and errors. */
export function PersonalisationFields({ control, mandatory, onRejected }: PersonalisationFieldsProps) {
  const intl = useIntl();
  return (
    <fieldset className={controls.group}>
      <legend className={controls.legend}>{intl.formatMessage(m.personalisationLegend)}</legend>
      <p className={controls.hint}>{intl.formatMessage(m.personalisationHint)}</p>
      <LimitedField name="fromName" control={control} label={intl.formatMessage(m.fromName)} required={mandatory} multiline={false} onRejected={onRejected} />
      <LimitedField
        name="message"
        control={control}
        label={intl.formatMessage(m.message)}
        required={false}
        hint={intl.formatMessage(m.messageHint)}
        multiline
        onRejected={onRejected}
      />
    </fieldset>
  );
}
