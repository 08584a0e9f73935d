import { Icon, type IconProps } from './icon';

/**
 * A check in a circle (reassurance, a form sent), in a module of its own: a client component importing
 * one icon of ./icons.tsx carries them all (issue 24). ./icons.tsx re-exports it.
 */
export const CheckCircleIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.5 2.5L16 9.5" />
  </Icon>
);
