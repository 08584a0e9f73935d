'use client';

import { useMemo, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useInvisibleRecaptcha } from '@/components/recaptcha/use-invisible-recaptcha';
import { zodResolver } from '@/components/gift-offer/zod-resolver';
import { Modal } from '@/components/ui/modal';
import { BffError, bffPost } from '@/bff/client';
import { CONTACT_RECAPTCHA_ACTION, CONTACT_RECAPTCHA_REFUSED_STATUS, contactContract } from '@/bff/contracts/contact';
import { contactFormRules } from '@/domain/contact/schema';
import { newSubmissionId } from '@/domain/contact/submission-id';
import type { ContactFormValues } from '@/domain/contact/validation';
import { pointOfSale, type Locale } from '@/domain/model/locale';
import { ContactForm, type SendFailure } from './contact-form';
import { contactFormMessages as m } from './form-messages';

export interface ContactMessageDialogProps {
  locale: Locale;
  /** Customer-care mode: a plain submit, no recaptcha (part 2 §6). */
  care: boolean;
  /** The provider's public settings (never the secret); null in care mode. */
  recaptcha: { siteKey: string; scriptUrl: string } | null;
  /** Tests replace the navigation to the thank-you page. */
  navigate?: (path: string) => void;
  open: boolean;
  onOpenChange(open: boolean): void;
}

const EMPTY: ContactFormValues = { reason: '', bookingNumber: '', name: '', email: '', phone: '', description: '' };

/**
 * The modal form 'Leave us a message' opens (part 2 §2, §4), loaded on the button's first use
 * (contact-message.tsx) and then kept mounted. The form lives here, outside the modal's content,
 * so closing the modal or a failed send keeps what was typed. The submission
 * id is made once for the form and kept when the visitor sends again after a failure: the CRM
 * makes one case of it however many times it arrives. Outside care mode the invisible recaptcha
 * runs on submit; its token goes with the message and the server checks it.
 */
export default function ContactMessageDialog({ locale, care, recaptcha, navigate, open, onOpenChange }: ContactMessageDialogProps) {
  const intl = useIntl();
  const [failure, setFailure] = useState<SendFailure | null>(null);
  const [submissionId] = useState(newSubmissionId);
  const region = pointOfSale(locale);
  const resolver = useMemo(() => zodResolver(contactFormRules(region)), [region]);
  const form = useForm<ContactFormValues>({ defaultValues: EMPTY, resolver, mode: 'onBlur', reValidateMode: 'onBlur' });
  const provider = useInvisibleRecaptcha({ siteKey: recaptcha?.siteKey ?? '', scriptUrl: recaptcha?.scriptUrl ?? '', enabled: open && !care && recaptcha !== null });

  const validated = form.handleSubmit(async (values) => {
    setFailure(null);
    let recaptchaToken: string | null = null;
    if (!care) {
      recaptchaToken = recaptcha ? await provider.execute(CONTACT_RECAPTCHA_ACTION) : null;
      if (recaptchaToken === null) {
        setFailure('recaptcha');
        return;
      }
    }
    try {
      const answer = await bffPost(contactContract, { ...values, locale, submissionId, recaptchaToken });
      (navigate ?? ((path: string) => window.location.assign(path)))(answer.thankYouPath);
    } catch (error) {
      const refused = error instanceof BffError && error.status === CONTACT_RECAPTCHA_REFUSED_STATUS;
      setFailure(care ? 'care' : refused ? 'recaptcha' : 'send');
    }
  });

  // One send at a time (the button stays focusable while sending, see ContactForm).
  const send = (event: FormEvent<HTMLFormElement>) => {
    if (form.formState.isSubmitting) {
      event.preventDefault();
      return;
    }
    void validated(event);
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={intl.formatMessage(m.leaveMessage)} fullScreenOnMobile data-testid="contact-modal">
      <ContactForm form={form} locale={locale} failure={failure} onSubmit={send} />
    </Modal>
  );
}
