'use client';

import { forwardRef, useState, type ButtonHTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { UserIcon } from '@/components/ui/icons';
import { Popover } from '@/components/ui/popover';
import { islandMessages as m } from '../client-messages';
import styles from './account-menu.module.css';

export interface AccountLinks {
  profile: string;
  trips: string;
  wishlist: string;
}

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
      <ul className={styles.list}>
        <li>
          <a className={styles.item} href={links.profile} data-analytics-action="account-profile">
            {intl.formatMessage(m.profile)}
          </a>
        </li>
        <li>
          <a className={styles.item} href={links.trips} data-analytics-action="account-trips">
            {intl.formatMessage(m.trips)}
          </a>
        </li>
        <li>
          <a className={styles.item} href={links.wishlist} data-analytics-action="account-wishlist">
            {intl.formatMessage(m.wishlist)}
          </a>
        </li>
        <li>
          <button
            className={`${styles.item} ${styles.signOut}`}
            type="button"
            onClick={() => {
              setOpen(false);
              onSignOut();
            }}
            data-analytics-action="account-sign-out"
          >
            {intl.formatMessage(m.signOut)}
          </button>
        </li>
      </ul>
    </Popover>
  );
}
