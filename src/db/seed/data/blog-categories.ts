import type { Shape } from './types';

/** One language's text of a demo blog post; content is HTML with h2 sections. */
export interface BlogPostText {
  title: string;
  short: string;
  content: string;
  author: string;
  tags: string[];
}

export interface DemoBlogPost {
  identifier: string;
  categories: string[];
  /** Written this many days before the seed's clock; a negative number is scheduled for later. */
  daysAgo: number;
  /** The picture: a device drawn on the colour, or the card when no shape is given. */
  image: { color: string; shape?: Shape };
  ar: BlogPostText;
  en: BlogPostText;
}

export const BLOG_CATEGORIES = [
  { identifier: 'buying-guides', ar: 'أدلة الشراء', en: 'Buying guides' },
  { identifier: 'aman-card', ar: 'بطاقة أمان', en: 'The Aman card' },
  { identifier: 'instalments', ar: 'التقسيط والدفع', en: 'Instalments and payments' },
  { identifier: 'tips', ar: 'نصائح وعناية بالأجهزة', en: 'Tips and care' },
] as const;
