import type { Pax } from '@/domain/guests/pax';

/** The party as the BFF queries spell it (the spec's query names, part 1 §9: adult, child, baby). */
export interface PaxQuery {
  adult: number;
  child: number;
  baby: number;
}

export function paxQueryOf(pax: Pax): PaxQuery {
  return { adult: pax.adults, child: pax.children, baby: pax.babies };
}
