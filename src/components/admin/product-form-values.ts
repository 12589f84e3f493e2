/** The product form's fields as typed (money in pounds, days as YYYY-MM-DD), shared by its pages. */
export interface ProductFormValues {
  sku: string;
  url_key: string;
  name_ar: string;
  name_en: string;
  short_description_ar: string;
  short_description_en: string;
  description_ar: string;
  description_en: string;
  price: string;
  special_price: string;
  special_from: string;
  special_to: string;
  stock: string;
  brand_id: string;
  seller_id: string;
  category_id: string;
  payment_methods: string[];
  is_active: boolean;
  /** Kilograms, blank when not known. */
  weight: string;
  attributes: Record<string, string>;
  /** The card's terms the product allows, as ticked; none: its seller's. */
  instalment_months: string[];
}

/** A new product's form: off sale, so nothing half-described goes on sale; cash and card taken. */
export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  sku: '',
  url_key: '',
  name_ar: '',
  name_en: '',
  short_description_ar: '',
  short_description_en: '',
  description_ar: '',
  description_en: '',
  price: '',
  special_price: '',
  special_from: '',
  special_to: '',
  stock: '0',
  brand_id: '',
  seller_id: '',
  category_id: '',
  payment_methods: ['cashondelivery', 'card'],
  is_active: false,
  weight: '',
  attributes: {},
  instalment_months: [],
};
