'use client';

import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Drawer } from '@/components/ui/drawer';
import { IntentLink } from '@/components/ui/intent-link';
import { ChevronRightIcon, GiftIcon } from '@/components/ui/icons';
import { islandMessages as m } from '../client-messages';
import type { GiftChoice } from './gift-choice';

const Choices = styled.ul`
  display: grid;
  gap: var(--space-3);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Choice = styled(IntentLink)`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: var(--space-3);
  padding: var(--space-4);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-m);
  color: var(--color-text);
  text-decoration: none;

  &:hover {
    border-color: var(--color-brand);
    background: var(--color-surface-alt);
  }

  svg:first-child {
    color: var(--color-brand);
  }
`;

const Title = styled.strong`
  display: block;
  font-size: 1rem;
`;

const Text = styled.span`
  display: block;
  color: var(--color-text-muted);
  font-size: 0.875rem;
`;

/** The gift choices of the header's gift drawer: gift box, gift stay, gift card, activity voucher. */
export default function GiftDrawer({ open, onOpenChange, choices }: { open: boolean; onOpenChange(open: boolean): void; choices: GiftChoice[] }) {
  const intl = useIntl();
  const texts: Record<GiftChoice['id'], { title: ReactNode; text: ReactNode }> = {
    box: { title: intl.formatMessage(m.giftBox), text: intl.formatMessage(m.giftBoxText) },
    stay: { title: intl.formatMessage(m.giftStay), text: intl.formatMessage(m.giftStayText) },
    card: { title: intl.formatMessage(m.giftCard), text: intl.formatMessage(m.giftCardText) },
    activity: { title: intl.formatMessage(m.giftActivity), text: intl.formatMessage(m.giftActivityText) },
  };
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title={intl.formatMessage(m.giftTitle)} data-testid="gift-drawer">
      <Choices>
        {choices.map((choice) => (
          <li key={choice.id}>
            <Choice href={choice.href} prefetchOnIntent={choice.prefetch ?? false} onClick={() => onOpenChange(false)} data-analytics-action={`gift-drawer-${choice.id}`}>
              <GiftIcon />
              <span>
                <Title>{texts[choice.id].title}</Title>
                <Text>{texts[choice.id].text}</Text>
              </span>
              <ChevronRightIcon />
            </Choice>
          </li>
        ))}
      </Choices>
    </Drawer>
  );
}
