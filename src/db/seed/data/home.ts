import type { Bilingual, Shape } from './types';

export interface SlideDef {
  link: string;
  shape: Shape;
  color: string;
  /** Latin text drawn on the picture. */
  title: Bilingual;
  subtitle: Bilingual;
}

/** Home page hero slides; links are category paths. */
export const SLIDES: SlideDef[] = [
  {
    link: '/tvs/smart-tvs',
    shape: 'tv',
    color: '#1e3a8a',
    title: { en: 'Big screens, bigger savings', ar: 'شاشات أكبر وتوفير أكثر' },
    subtitle: {
      en: '4K smart TVs with instalments up to 24 months',
      ar: 'شاشات سمارت 4K بالتقسيط حتى 24 شهرًا',
    },
  },
  {
    link: '/air-conditioners',
    shape: 'ac',
    color: '#0284c7',
    title: { en: 'Stay cool this summer', ar: 'صيف أبرد مع أمان' },
    subtitle: {
      en: 'Carrier, Sharp and LG air conditioners with free installation offers',
      ar: 'تكييفات كاريير وشارب وإل جي مع عروض التركيب المجاني',
    },
  },
  {
    link: '/mobiles-tablets/mobile-phones',
    shape: 'phone',
    color: '#7c3aed',
    title: { en: 'The latest smartphones', ar: 'أحدث الموبايلات' },
    subtitle: {
      en: 'Samsung, Apple, Xiaomi and more, delivered in 1 to 3 days',
      ar: 'سامسونج وأبل وشاومي وغيرها مع توصيل خلال 1 إلى 3 أيام',
    },
  },
  {
    link: '/large-appliances',
    shape: 'fridge',
    color: '#0e7490',
    title: { en: 'Everything your home needs', ar: 'كل ما يحتاجه بيتك' },
    subtitle: {
      en: 'Refrigerators and washing machines with the Aman instalment card',
      ar: 'ثلاجات وغسالات بالتقسيط ببطاقة أمان',
    },
  },
];

export const POPUP_BANNER = {
  link: '/account/credit-limit-request/',
  title: {
    en: 'Apply for the Aman card and pay in instalments up to 36 months',
    ar: 'اطلب بطاقة أمان وقسّط مشترياتك حتى 36 شهرًا',
  },
};
