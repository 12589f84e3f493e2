'use client';

import { usePathname } from 'next/navigation';
import Link from '@/components/ui/link.client';

export interface RecentPost {
  id: number;
  href: string;
  title: string;
  /** The date as the page writes it. */
  date: string;
}

/**
 * The blog layout's recent posts (§2: `count`, 4). The layout cannot know which post the page
 * shows, so it sends one more and this list leaves out the post being read.
 */
export function RecentPosts({ posts, count }: { posts: RecentPost[]; count: number }) {
  const pathname = usePathname();
  const shown = posts.filter((p) => p.href !== decodeURI(pathname)).slice(0, count);
  return (
    <ul className="flex flex-col gap-3" data-testid="blog-recent-posts">
      {shown.map((p) => (
        <li key={p.id}>
          <Link href={p.href} className="font-bold hover:text-amber-700 hover:underline">
            {p.title}
          </Link>
          <p className="text-sm text-neutral-600">{p.date}</p>
        </li>
      ))}
    </ul>
  );
}
