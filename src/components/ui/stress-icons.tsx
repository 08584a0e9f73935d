import { Icon, type IconProps } from './icon';

/**
 * The offer cards' stress badges' icons (a clock, a flame), in a module of their own: a client
 * component importing one icon of ./icons.tsx carries them all (issue 24). ./icons.tsx re-exports them.
 */
export const ClockIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
);

export const FlameIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 3c1 3.5 5 5.5 5 10a5 5 0 0 1-10 0c0-2.5 1.5-4 2.5-5 .2 1.8 1 2.8 2 3.2C11 8.5 11 6 12 3z" />
  </Icon>
);
