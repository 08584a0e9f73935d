import type { ComponentType, SVGProps } from 'react';
import { CheckCircleIcon } from '@/components/ui/check-circle-icon';
import { ClockIcon, FlameIcon } from '@/components/ui/stress-icons';
import styles from './offer-card.module.css';

/**
 * The stress message's icon as inline SVG. The API also sends an emoji (✅, ⏳, 🔥), but a machine
 * without an emoji font draws it as an empty box; the icon name picks ours. An unknown name shows
 * nothing rather than a glyph that may not exist.
 */
const ICONS: Record<string, ComponentType<SVGProps<SVGSVGElement>>> = {
  shield: CheckCircleIcon,
  check: CheckCircleIcon,
  clock: ClockIcon,
  fire: FlameIcon,
};

export function StressIcon({ icon }: { icon: string | null }) {
  const Svg = icon ? ICONS[icon] : undefined;
  return Svg ? <Svg className={styles.stressIcon} width={16} height={16} data-icon={icon ?? undefined} /> : null;
}
