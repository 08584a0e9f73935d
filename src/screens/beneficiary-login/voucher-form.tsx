'use client';

import { useId } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useMounted } from '@/components/ui/use-mounted';
import { bffPost } from '@/bff/client';
import { beneficiaryVoucherContract } from '@/bff/contracts/beneficiary-voucher';
import { isVoucherFormError, voucherFormSchema, type VoucherFormError, type VoucherFormValues } from '@/domain/beneficiary/voucher-form';
import type { Locale } from '@/domain/model/locale';
import { voucherFormMessages as m } from './form-messages';
import styles from './beneficiary-login.module.css';
import { SCRIPT_ONLY_FORM } from '@/components/ui/script-only-form';

/** The schema's first issue as the field's error (its message is the error's code, translated below). */
const resolver: Resolver<VoucherFormValues> = async (values) => {
  const result = voucherFormSchema.safeParse(values);
  if (result.success) return { values: result.data, errors: {} };
  const message = result.error.issues[0]?.message ?? 'malformed';
  return { values: {}, errors: { code: { type: 'validate', message } } as FieldErrors<VoucherFormValues> };
};

export interface VoucherFormProps {
  locale: Locale;
  /** Leaves for the beneficiary's stays (the browser's navigation; tests observe it). */
  navigate?(path: string): void;
}

/**
 * The gift-box code form (react-hook-form + zod): the code's shape is checked here, then the
 * platform is asked through the BFF, which checks the shape again and keeps a valid code in its
 * cookie. Every error keeps what was typed and moves the focus back to the field.
 */
export function VoucherForm({ locale, navigate }: VoucherFormProps) {
  const intl = useIntl();
  const id = useId();
  // Tests (and impatient visitors) must not submit before the handler is attached.
  const mounted = useMounted();
  const { register, handleSubmit, setError, setFocus, formState } = useForm<VoucherFormValues>({
    resolver,
    defaultValues: { code: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const code = formState.errors.code?.message;
  const error: VoucherFormError | null = isVoucherFormError(code) ? code : null;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  const fail = (kind: VoucherFormError) => {
    setError('code', { type: 'server', message: kind });
    setFocus('code');
  };

  const onSubmit = handleSubmit(async ({ code: typed }) => {
    try {
      const answer = await bffPost(beneficiaryVoucherContract, { locale, code: typed });
      if (answer.outcome === 'valid') {
        (navigate ?? ((path: string) => window.location.assign(path)))(answer.staysPath);
        return;
      }
      fail(answer.outcome);
    } catch {
      fail('unavailable');
    }
  });

  return (
    <form {...SCRIPT_ONLY_FORM} className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate data-testid="voucher-form" data-hydrated={mounted ? 'true' : undefined}>
      <label className={styles.label} htmlFor={id}>
        {intl.formatMessage(m.label)}
      </label>
      <p id={hintId} className={styles.hint}>
        {intl.formatMessage(m.hint)}
      </p>
      <input
        id={id}
        className={styles.input}
        type="text"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        aria-invalid={error !== null}
        aria-describedby={error !== null ? `${errorId} ${hintId}` : hintId}
        data-testid="voucher-code"
        {...register('code')}
      />
      {error !== null ? (
        <p id={errorId} className={styles.error} role="alert" data-testid="voucher-error" data-error={error}>
          {intl.formatMessage(m[error])}
        </p>
      ) : null}
      <button type="submit" className={styles.submit} disabled={formState.isSubmitting} aria-busy={formState.isSubmitting} data-testid="voucher-submit">
        {intl.formatMessage(formState.isSubmitting ? m.checking : m.submit)}
      </button>
    </form>
  );
}
