'use client';

import { Suspense, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { usePathname, useSearchParams } from 'next/navigation';
import Link from '@/components/ui/link.client';
import { currentSection } from './current-section';

interface NavSection {
  id: string;
  href: string;
  /** Its other pages, not under its address. */
  also?: string[];
  label: string;
}

const LINK =
  'block rounded px-3 py-2 whitespace-nowrap text-neutral-900 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-secondary aria-[current=page]:bg-secondary/20 aria-[current=page]:font-bold';

function Links({
  sections,
  current,
  open = true,
}: {
  sections: NavSection[];
  current: string | null;
  open?: boolean;
}) {
  return (
    <ul
      id="admin-nav-links"
      className={`${open ? 'flex' : 'hidden'} flex-wrap gap-1 p-2 md:flex lg:flex-col`}
      data-testid="admin-nav-links"
    >
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

/**
 * Below 768 px the sections fold behind a button that names the current one: unfolded they would
 * fill a phone's first screen before the page begins. Opening another section folds them again.
 */
function CurrentLinks({ sections, menuLabel }: { sections: NavSection[]; menuLabel: string }) {
  const pathname = usePathname();
  const search = useSearchParams();
  const current = currentSection(sections, pathname, search);
  // Open on the page it was opened on: a new page finds it folded.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const here = sections.find((s) => s.id === current)?.label;
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="admin-nav-links"
        onClick={() => setOpenOn(open ? null : pathname)}
        data-testid="admin-nav-toggle"
        className="flex w-full items-center gap-2 px-4 py-3 text-start font-bold focus-visible:outline-2 focus-visible:outline-secondary md:hidden"
      >
        <span>{menuLabel}</span>
        {here && <span className="font-normal text-neutral-700">· {here}</span>}
        <ChevronDown
          aria-hidden
          className={`ms-auto size-5 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <Links sections={sections} current={current} open={open} />
    </>
  );
}

/** The sections the role may open, the current one marked (aria-current) for the eye and the ear. */
export function AdminNav({ sections, menuLabel }: { sections: NavSection[]; menuLabel: string }) {
  return (
    <Suspense fallback={<Links sections={sections} current={null} open={false} />}>
      <CurrentLinks sections={sections} menuLabel={menuLabel} />
    </Suspense>
  );
}
