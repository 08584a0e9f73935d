import { cacheTags, catalogueCache } from '@/caching/cache-tags';
import { mapResult, request, type ApiResult, type CallOptions } from '@/api/core';
import type { CustomSubElementCategory, PaymentMethod, ShippingCosts } from '@/domain/model/gift';
import type { Locale, PointOfSale } from '@/domain/model/locale';
import { toPaymentMethods, toShippingCosts, toSubElementCategories } from './reshape';
import { eligibilitySchema, shippingCostsSchema, subElementsSchema } from './schemas';

export interface EligibilityParams {
  /** Total, cents. */
  amount: number;
  cancellationPolicyType?: string;
  cancellableUntil?: string;
  checkinDate: string;
  pointOfSale: PointOfSale;
}

/** GET {frontGateway}/purchase/alma/eligibility (part 2 §7). An error is passed on; nothing is shown. */
export async function fetchPaymentEligibility(params: EligibilityParams, options?: CallOptions): Promise<ApiResult<PaymentMethod[]>> {
  const result = await request({
    service: 'gateway',
    path: '/purchase/alma/eligibility',
    query: {
      amount: params.amount,
      cancellationPolicyType: params.cancellationPolicyType,
      cancellableUntil: params.cancellableUntil,
      checkinDate: params.checkinDate,
      pointOfSale: params.pointOfSale,
    },
    schema: eligibilitySchema,
    label: { operation: 'alma eligibility', location: 'gift.payment' },
    ...options,
  });
  return mapResult(result, toPaymentMethods);
}

/** GET {frontGateway}/sub-elements/available-custom-sub-elements (part 2 §7). */
export async function fetchCustomSubElements(params: { locale: Locale }, options?: CallOptions): Promise<ApiResult<CustomSubElementCategory[]>> {
  const result = await request({
    service: 'gateway',
    path: '/sub-elements/available-custom-sub-elements',
    query: { locale: params.locale },
    schema: subElementsSchema,
    label: { operation: 'available-custom-sub-elements', location: 'gift.setup' },
    cache: catalogueCache(cacheTags.subElements(params.locale)),
    ...options,
  });
  return mapResult(result, toSubElementCategories);
}

/** GET {frontGateway}/single-voucher/shipping-costs?pos (part 2 §7). */
export async function fetchSingleVoucherShippingCosts(params: { pos: PointOfSale }, options?: CallOptions): Promise<ApiResult<ShippingCosts>> {
  const result = await request({
    service: 'gateway',
    path: '/single-voucher/shipping-costs',
    query: { pos: params.pos },
    schema: shippingCostsSchema,
    label: { operation: 'single-voucher shipping-costs', location: 'gift.setup' },
    ...options,
  });
  return mapResult(result, toShippingCosts);
}

/** GET {frontGateway}/boxes/shipping-costs?pos (part 2 §7). */
export async function fetchBoxShippingCosts(params: { pos: PointOfSale }, options?: CallOptions): Promise<ApiResult<ShippingCosts>> {
  const result = await request({
    service: 'gateway',
    path: '/boxes/shipping-costs',
    query: { pos: params.pos },
    schema: shippingCostsSchema,
    label: { operation: 'boxes shipping-costs', location: 'box.gift-format' },
    ...options,
  });
  return mapResult(result, toShippingCosts);
}
