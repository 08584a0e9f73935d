/**
 * The booking step's islands for a view rendered in the browser (jsdom) as the server renders it:
 * the traveller form and the price adjustments are islands loaded on intent (src/components/ui/intent-island.tsx), which a
 * browser's render keeps as the server's HTML, so these tests take the islands themselves.
 *
 *   vi.mock('@/screens/booking/islands', async (original) => (await import('../booking/islands-as-the-server-draws')).islandsAsTheServerDraws(original));
 */
export async function islandsAsTheServerDraws(original: <T>() => Promise<T>) {
  return {
    ...(await original<typeof import('@/screens/booking/islands')>()),
    TravellerForm: (await import('@/screens/booking/traveller-form')).TravellerForm,
    PriceAdjustments: (await import('@/screens/booking/price-adjustments')).PriceAdjustments,
  };
}
