'use client';

import { forwardRef, useState, type ButtonHTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { UserIcon } from '@/components/ui/icons';
import { Popover } from '@/components/ui/popover';
import { islandMessages as m } from '../client-messages';

export interface AccountLinks {
  profile: string;
  trips: string;
  wishlist: string;
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const itemStyles = `
  display: flex;
  align-items: center;
  width: 100%;
  min-height: 44px;
  padding: 0 var(--space-3);
  border: 0;
  border-radius: var(--radius-s);
  background: transparent;
  color: var(--color-text);
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    background: var(--color-surface-alt);
  }
`;

const Item = styled.a`
  ${itemStyles}
`;

const SignOut = styled.button`
  ${itemStyles}
  margin-top: var(--space-1);
  border-top: 1px solid var(--color-border);
  border-radius: 0;
  font-weight: 600;
`;

/** The trigger, a plain button that forwards the ref and props Radix gives it. */
const Trigger = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement> & { label: string; labelClassName?: string }>(function Trigger(
  { label, labelClassName, ...props },
  ref,
) {
  return (
    <button ref={ref} type="button" {...props}>
      <UserIcon />
      <span className={labelClassName}>{label}</span>
    </button>
  );
});

/** The signed-in account menu: profile, trips, wishlist and sign out (part 2 §2 fixed paths). */
export default function AccountMenu({
  links,
  onSignOut,
  triggerClassName,
  labelClassName,
}: {
  links: AccountLinks;
  onSignOut(): void;
  triggerClassName?: string;
  labelClassName?: string;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const title = intl.formatMessage(m.account);
  return (
    <Popover
      label={title}
      open={open}
      onOpenChange={setOpen}
      data-testid="account-menu"
      trigger={<Trigger className={triggerClassName} label={title} labelClassName={labelClassName} data-analytics-action="header-account" data-testid="account-button" />}
    >
      <List>
        <li>
          <Item href={links.profile} data-analytics-action="account-profile">
            {intl.formatMessage(m.profile)}
          </Item>
        </li>
        <li>
          <Item href={links.trips} data-analytics-action="account-trips">
            {intl.formatMessage(m.trips)}
          </Item>
        </li>
        <li>
          <Item href={links.wishlist} data-analytics-action="account-wishlist">
            {intl.formatMessage(m.wishlist)}
          </Item>
        </li>
        <li>
          <SignOut
            type="button"
            onClick={() => {
              setOpen(false);
              onSignOut();
            }}
            data-analytics-action="account-sign-out"
          >
            {intl.formatMessage(m.signOut)}
          </SignOut>
        </li>
      </List>
    </Popover>
  );
}
