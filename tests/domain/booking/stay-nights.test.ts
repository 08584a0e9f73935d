import { isStayNights, MAX_STAY_NIGHTS, MIN_STAY_NIGHTS } from '@/domain/booking';
import { stayNightsSchema } from '@/domain/booking/stay-nights-schema';

describe('stay nights: 1 to 14, what the search API accepts', () => {
  it('the bounds are the API’s', () => {
    expect(MIN_STAY_NIGHTS).toBe(1);
    expect(MAX_STAY_NIGHTS).toBe(14);
  });

  it('keeps whole nights within the bounds, and nothing else', () => {
    expect(isStayNights(1)).toBe(true);
    expect(isStayNights(14)).toBe(true);
    for (const nights of [0, 15, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(isStayNights(nights)).toBe(false);
  });

  it('the zod piece accepts exactly what the rule accepts', () => {
    for (const nights of [-1, 0, 1, 1.5, 7, 14, 15, Number.NaN]) expect(stayNightsSchema.safeParse(nights).success).toBe(isStayNights(nights));
  });
});
