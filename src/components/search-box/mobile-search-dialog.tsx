'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Flow } from '@/domain/model/cms';
import type { Locale } from '@/domain/model/locale';
import { searchBoxMessages as m } from './messages';
import type { Destination } from './destination';
import { SearchForm, type SearchFormInitial } from './search-form';

export interface MobileSearchDialogProps {
  locale: Locale;
  flow: Flow;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Where focus goes back when the modal closes (its trigger lives outside this lazy module). */
  onCloseFocus(): void;
  current?: { destination: Destination | null };
  initial?: SearchFormInitial;
}

/**
 * The full-screen search modal of mobile screens, titled per flow (part 2 §2 header: 'I am
 * looking for a weekend' / 'I am searching for a gift'). Loaded the first time it opens.
 */
export default function MobileSearchDialog({ locale, flow, open, onOpenChange, onCloseFocus, current, initial }: MobileSearchDialogProps) {
  const intl = useIntl();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onCloseFocus();
          }}
          onEscapeKeyDown={(event) => {
            // Escape in an open destination list closes the list, not the modal.
            const target = event.target;
            if (target instanceof HTMLElement && target.getAttribute('aria-expanded') === 'true') event.preventDefault();
          }}
        >
          <Header>
            <Title>{intl.formatMessage(flow === 'gifting' ? m.modalGifting : m.modalBooking)}</Title>
            <Dialog.Close asChild>
              <Close type="button" aria-label={intl.formatMessage(m.close)}>
                <span aria-hidden="true">×</span>
              </Close>
            </Dialog.Close>
          </Header>
          <Body>
            <SearchForm locale={locale} flow={flow} layout="stacked" autoFocus current={current} initial={initial} onSubmitted={() => onOpenChange(false)} />
          </Body>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const Content = styled(Dialog.Content)`
  position: fixed;
  inset: 0;
  z-index: var(--z-overlay);
  display: flex;
  flex-direction: column;
  background: var(--color-surface);
  color: var(--color-text);
  overflow-y: auto;
  overscroll-behavior: contain;
`;

const Header = styled.div`
  position: sticky;
  top: 0;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-4);
  padding: var(--space-3) var(--space-4);
  border-bottom: 1px solid var(--color-border);
  background: var(--color-surface);
`;

const Title = styled(Dialog.Title)`
  margin: 0;
  font-size: 1.125rem;
`;

const Close = styled.button`
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: var(--color-text);
  font-size: 1.75rem;
  line-height: 1;
  cursor: pointer;
`;

const Body = styled.div`
  padding: var(--space-4);
`;
