/** Gift and payment extras (part 2 §3): instalment methods, custom sub-elements, shipping costs. Cents. */

export type PaymentMethodType = '3x' | '4x' | 'later';

export interface PaymentMethod {
  type: PaymentMethodType | string;
  eligible: boolean;
  paymentFee: number;
  installments: Array<{ date: string; amount: number }>;
}

export interface CustomSubElement {
  id: number;
  name: string;
  imageUrl: string | null;
  categoryId: number;
  price: number;
  recommendedByWed: boolean;
}

export interface CustomSubElementCategory {
  id: number;
  description: string | null;
  names: Record<string, string>;
  singleSelection: boolean;
  elements: CustomSubElement[];
}

export interface ShippingCost {
  shippingCost: number;
  internationalShippingFee: number;
}

export type ShippingCosts = Record<string, ShippingCost>;
