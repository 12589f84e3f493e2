/** Fixed destinations of the shell. */
export const SUPPORT_PHONE = '19910';
export const CREDIT_LIMIT_REQUEST_PATH = '/account/credit-limit-request/';

export const ACCOUNT_SLUGS = [
  'profile',
  'credit-limit-request',
  'orders',
  'wishlist',
  'addresses',
  'cards',
  'newsletter',
] as const;

/** Links the category drawer and mobile menu add after the categories. */
export const DRAWER_LINKS = [
  { href: '/amantravel', key: 'menu.book_trip' },
  { href: '/blogs', key: 'menu.blogs' },
  { href: '/return-refund-policy', key: 'menu.return_refund' },
  { href: '/comparison', key: 'menu.comparison' },
] as const;

export const MOBILE_MENU_LINKS = [
  { href: '/amantravel', key: 'menu.book_trip' },
  { href: '/sellonaman', key: 'menu.sell' },
  { href: '/payinstallment', key: 'menu.pay_instalment' },
  { href: '/blogs', key: 'menu.blogs' },
  { href: '/comparison', key: 'menu.comparison' },
] as const;

export const IMPORTANT_LINKS = [
  { href: '/about', key: 'footer.about' },
  { href: '/terms-and-conditions', key: 'footer.terms' },
  { href: '/return-refund-policy', key: 'footer.return_refund' },
  { href: '/privacy-policy', key: 'footer.privacy' },
  { href: '/help', key: 'footer.help' },
  { href: '/offers', key: 'offers.title' },
  { href: '/sellonaman', key: 'menu.sell' },
  { href: '/blogs', key: 'menu.blogs' },
] as const;

export const SOCIAL_LINKS = [
  { id: 'facebook', href: 'https://www.facebook.com/amanstores.eg' },
  { id: 'instagram', href: 'https://www.instagram.com/amanstores.eg' },
  { id: 'youtube', href: 'https://www.youtube.com/@amanstores' },
  { id: 'x', href: 'https://x.com/amanstores' },
  { id: 'linkedin', href: 'https://www.linkedin.com/company/amanstores' },
] as const;

export const APP_LINKS = [
  { id: 'app_store', href: 'https://apps.apple.com/eg/app/aman-stores/id1500000000' },
  { id: 'google_play', href: 'https://play.google.com/store/apps/details?id=eg.aman.stores' },
  { id: 'app_gallery', href: 'https://appgallery.huawei.com/app/C100000000' },
] as const;

/** Main categories shown in the drawer before "See more". */
export const DRAWER_VISIBLE_CATEGORIES = 5;
/** Footer categories in the Top column; the rest go under Browse. */
export const FOOTER_TOP_CATEGORIES = 6;
