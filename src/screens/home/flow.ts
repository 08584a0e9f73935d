import type { Flow } from '@/domain/model/cms';

/**
 * The home page's flows: Stays (booking) and Gifts (gifting). Gifts is the same path with
 * flow=gifting (part 2 §2); without the parameter, on every site including Italy's, the page is
 * the booking flow. Any other value is the booking flow too (one page per URL family, no errors).
 */
export type HomeFlow = Extract<Flow, 'booking' | 'gifting'>;

export function homeFlowOf(searchParams: Readonly<Record<string, string | string[] | undefined>>): HomeFlow {
  const value = searchParams.flow;
  const flow = Array.isArray(value) ? value[0] : value;
  return flow === 'gifting' ? 'gifting' : 'booking';
}
