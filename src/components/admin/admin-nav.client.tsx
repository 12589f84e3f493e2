'use client';

import { Suspense } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import Link from '@/components/ui/link.client';
import { currentSection } from './current-section';

interface NavSection {
  id: string;
  href: string;
  label: string;
}

const LINK =
  'block rounded px-3 py-2 whitespace-nowrap text-neutral-900 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-secondary aria-[current=page]:bg-secondary/20 aria-[current=page]:font-bold';

function Links({ sections, current }: { sections: NavSection[]; current: string | null }) {
  return (
    <ul className="flex flex-wrap gap-1 p-2 lg:flex-col">
      {sections.map((s) => (
        <li key={s.id}>
          <Link
            href={s.href}
            data-testid={`admin-nav-${s.id}`}
            aria-current={s.id === current ? 'page' : undefined}
            className={LINK}
          >
            {s.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function CurrentLinks({ sections }: { sections: NavSection[] }) {
  const pathname = usePathname();
  const search = useSearchParams();
  return <Links sections={sections} current={currentSection(sections, pathname, search)} />;
}

/** The sections the role may open, the current one marked (aria-current) for the eye and the ear. */
export function AdminNav({ sections }: { sections: NavSection[] }) {
  return (
    <Suspense fallback={<Links sections={sections} current={null} />}>
      <CurrentLinks sections={sections} />
    </Suspense>
  );
}
