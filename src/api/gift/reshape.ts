import type { CustomSubElementCategory, PaymentMethod, ShippingCosts } from '@/domain/model/gift';
import type { EligibilityWire, ShippingCostsWire, SubElementsWire } from './schemas';

/** Pure wire → domain functions of the gift extras. Cents throughout. */

export const toPaymentMethods = (wire: EligibilityWire): PaymentMethod[] =>
  wire.paymentMethods.map((method) => ({
    type: method.type,
    // A method listed without a flag is taken as offered.
    eligible: method.eligible ?? true,
    paymentFee: method.paymentFee ?? 0,
    installments: method.installments ? method.installments.map((item) => ({ ...item })) : [],
  }));

export const toSubElementCategories = (wire: SubElementsWire): CustomSubElementCategory[] =>
  wire.availableCustomSubElements.map(({ category, elements }) => ({
    id: category.id,
    description: category.description ?? null,
    names: category.names ?? {},
    singleSelection: category.singleSelection ?? false,
    elements: elements.map((element) => ({
      id: element.id,
      name: element.name,
      imageUrl: element.imageUrl ?? null,
      categoryId: element.categoryId ?? category.id,
      price: element.price,
      recommendedByWed: element.recommendedByWed ?? false,
    })),
  }));

export function toShippingCosts(wire: ShippingCostsWire): ShippingCosts {
  const costs: ShippingCosts = {};
  for (const [country, cost] of Object.entries(wire.shippingCostsPerCountry)) {
    costs[country] = { shippingCost: cost.shippingCost, internationalShippingFee: cost.internationalShippingFee ?? 0 };
  }
  return costs;
}
