import type { BlogPostStatus } from '@/domain/blog/staff-schemas';

/** The colours of a blog post's status (a plain module: server pages read it too). */
export const BLOG_STATUS_TONE: Record<BlogPostStatus, string> = {
  published: 'bg-green-100 text-green-900',
  scheduled: 'bg-amber-100 text-amber-900',
  draft: 'bg-neutral-200 text-neutral-800',
  off: 'bg-red-100 text-red-900',
};
