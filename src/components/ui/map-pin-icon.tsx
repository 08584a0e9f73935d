import { Icon, type IconProps } from './icon';

/**
 * A map pin (the search's map button), in a module of its own: a client component importing
 * one icon of ./icons.tsx carries them all (issue 24). ./icons.tsx re-exports it.
 */
export const MapPinIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 21s-7-6.1-7-11.5A7 7 0 0 1 19 9.5C19 14.9 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Icon>
);
