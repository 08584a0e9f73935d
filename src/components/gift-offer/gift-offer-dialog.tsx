'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useId, useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { CloseIcon } from '@/components/ui/icons';
import { IconButton } from '@/components/ui/icon-button';
import { uiMessages } from '@/components/ui/messages';
import { Backdrop, PanelHeader, PanelTitle } from '@/components/ui/overlay-styles';
import { useReturnFocus } from '@/components/ui/return-focus';
import type { Personalisation } from '@/domain/gift/personalisation';
import { personalisationSchema } from '@/domain/gift/personalisation-schema';
import { browserStorage, readPersonalisation, savePersonalisation } from '@/domain/gift/personalisation-storage';
import { FormatChoice } from './format-choice';
import type { GiftFormatChoice } from './format-types';
import { giftOfferMessages as m } from './messages';
import { PersonalisationFields } from './personalisation-fields';
import { useLimitError } from './use-limit-error';
import { zodResolver } from './zod-resolver';
import controls from '@/components/ui/form-controls.module.css';
import styles from './gift-offer.module.css';

export type { GiftFormatChoice, GiftFormatValue, PhysicalFee } from './format-types';

export interface GiftOfferDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The dialog's heading. */
  title: string;
  /** From giftPersonalisationKey: where the personalisation is saved and read back. */
  storageKey: string;
  /** The sender's name is required (false for boxes, part 1 §5). */
  mandatory?: boolean;
  /** Absent: digital only, no format choice (gift card). */
  format?: GiftFormatChoice;
  /** The caller's price summary lines. */
  summary: ReactNode;
  confirmLabel: string;
  /** Called once the form validated and its values were saved. */
  onConfirm(): void;
  /** Confirm is under way (the order is being started): the button waits, a second click does nothing. */
  busy?: boolean;
  /** Confirm failed: what the buyer is told, beside the button (the form keeps what was typed). */
  error?: string | null;
}

const EMPTY: Personalisation = { fromName: '', message: '' };

/**
 * The gift offer dialog (part 1 §2, §4, §5): format, the sender's name and message, the price
 * summary and Offer. A Radix dialog (bottom sheet on mobile, centred modal on desktop): focus
 * trapped, Escape closes, focus back to the opener.
 *
 * The form lives here, outside the dialog's content, so closing and reopening keeps what was typed
 * until the page leaves; the saved personalisation is read back when nothing was typed since.
 * Callers keep this component mounted once it was first opened (and load it with next/dynamic).
 */
export default function GiftOfferDialog({ open, onOpenChange, title, storageKey, mandatory = false, format, summary, confirmLabel, onConfirm, busy = false, error = null }: GiftOfferDialogProps) {
  const intl = useIntl();
  const id = useId();
  const focus = useReturnFocus();
  const resolver = useMemo(() => zodResolver(personalisationSchema({ mandatory })), [mandatory]);
  const form = useForm<Personalisation>({ defaultValues: EMPTY, resolver, mode: 'onBlur', reValidateMode: 'onBlur' });
  const { control, handleSubmit, reset, getFieldState } = form;
  const onRejected = useLimitError(form);

  // Restore the saved values on opening, unless something typed since would be overwritten.
  useEffect(() => {
    if (!open) return;
    const typed = getFieldState('fromName').isDirty || getFieldState('message').isDirty;
    if (typed) return;
    const saved = readPersonalisation(browserStorage(), storageKey);
    if (saved) reset(saved);
  }, [open, storageKey, reset, getFieldState]);

  const confirm = handleSubmit((values) => {
    if (busy) return;
    savePersonalisation(browserStorage(), storageKey, values);
    // What was saved becomes the form's baseline: reopening reads the same values back.
    reset({ fromName: values.fromName.trim(), message: values.message.trim() });
    onConfirm();
  });

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Backdrop />
        <Dialog.Content className={styles.panel} aria-describedby={undefined} {...focus} data-testid="gift-offer-dialog">
          <PanelHeader>
            <PanelTitle>{title}</PanelTitle>
            <Dialog.Close asChild>
              <IconButton label={intl.formatMessage(uiMessages.close)} icon={<CloseIcon />} />
            </Dialog.Close>
          </PanelHeader>
          <form className={styles.form} noValidate onSubmit={confirm}>
            <div className={styles.body}>
              {format ? <FormatChoice format={format} /> : null}
              <PersonalisationFields control={control} mandatory={mandatory} onRejected={onRejected} />
            </div>
            <div className={styles.footer}>
              <section aria-labelledby={`${id}-summary`} data-testid="gift-offer-summary">
                <h3 id={`${id}-summary`} className={controls.legend}>
                  {intl.formatMessage(m.summary)}
                </h3>
                {summary}
              </section>
              {error ? (
                <p role="alert" className={controls.alert} data-testid="gift-offer-error">
                  {error}
                </p>
              ) : null}
              <button type="submit" className={controls.primaryButton} disabled={busy} aria-busy={busy} data-testid="gift-offer-confirm">
                {confirmLabel}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
