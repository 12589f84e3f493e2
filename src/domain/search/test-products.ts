/* Products as indexing reads them (index-products.ts's ProductSource), for the search's unit tests. */

/** A fridge whose Arabic specification carries a label that must not be indexed. */
export const fridge = {
  id: 7,
  brandKey: 'samsung',
  brandNames: [
    { locale: 'en' as const, name: 'Samsung' },
    { locale: 'ar' as const, name: 'سامسونج' },
  ],
  texts: [
    {
      locale: 'en' as const,
      name: 'Samsung No Frost Refrigerator 400 Liters',
      specifications: [{ label: 'Cooling system', value: 'No Frost' }],
      description: 'Cold.',
    },
    {
      locale: 'ar' as const,
      name: 'ثلاجة سامسونج نوفروست 400 لتر',
      specifications: [{ label: 'حجم الشاشة', value: 'نوفروست' }],
      description: 'باردة.',
    },
  ],
  categories: [
    { key: 'large-appliances', name: 'Large Appliances' },
    { key: 'refrigerators', name: 'الثلاجات' },
  ],
};

/** A power bank whose specification names what it works with, in each language. */
export const powerBank = {
  id: 1,
  brandKey: 'anker',
  brandNames: [
    { locale: 'en' as const, name: 'Anker' },
    { locale: 'ar' as const, name: 'أنكر' },
  ],
  texts: [
    {
      locale: 'en' as const,
      name: 'Anker Power Bank 20000mAh, 22.5W',
      description: '<p>Charges an iPhone 16 four times.</p>',
      specifications: [{ label: 'Compatibility', value: 'Android & iPhone' }],
    },
    {
      locale: 'ar' as const,
      name: 'باور بانك أنكر 20000 مللي أمبير، 22.5 وات',
      description: '<p>يشحن الموبايل أربع مرات.</p>',
      specifications: [{ label: 'التوافق', value: 'أندرويد وآيفون' }],
    },
  ],
  categories: [
    { key: 'power-banks', name: 'Power Banks' },
    { key: 'power-banks', name: 'باور بانك' },
  ],
};

/** A TV with Arabic-Indic digits, no specifications, and a brand named in one language only. */
export const oledTv = {
  id: 2,
  brandKey: 'lg',
  brandNames: [{ locale: 'en' as const, name: 'LG' }],
  texts: [
    { locale: 'en' as const, name: 'LG OLED TV 55", Smart, ٤K', description: '', specifications: null },
    { locale: 'ar' as const, name: 'شاشة إل جي أوليد ٥٥ بوصة سمارت', description: '', specifications: [] },
  ],
  categories: [{ key: 'tvs', name: 'الشاشات' }],
};
