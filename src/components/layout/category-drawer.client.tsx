'use client';

import { Icon } from '@/components/ui/icon';
import { useEffect, useRef, useState } from 'react';
import Link from '@/components/ui/link.client';
import { Menu } from 'lucide-react';
import type { MenuLink } from '@/domain/content/menu';
import { SideDrawer } from '../ui/side-drawer.client';
import { useI18n } from './i18n-provider.client';
import { DRAWER_LINKS, DRAWER_VISIBLE_CATEGORIES } from './links';
import { SocialLinks } from './social-links';

/** Drawer views: the main list, a main category's subs, or a sub's sub-subs. */
type View =
  | { level: 'main' }
  | { level: 'sub'; parent: MenuLink }
  | { level: 'subsub'; parent: MenuLink; grand: MenuLink };

const rowClass = 'flex w-full items-center justify-between px-5 py-3 text-start hover:bg-neutral-100';

/** "All" button and its drawer (left in English, right in Arabic): shop by category in 3 levels. */
export function CategoryDrawer({ categories }: { categories: MenuLink[] }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<View>({ level: 'main' });
  const [showAll, setShowAll] = useState(false);
  // Where the focus goes once a drill or a back has rendered its level: the new level's back
  // button, or (going back) the row of the category just left. Without it the focus stays on a
  // button that is gone, which drops it to the page.
  const focusAfter = useRef<'back' | number | null>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target === 'back') backRef.current?.focus();
    else if (target !== null)
      (
        navRef.current?.querySelector<HTMLElement>(`[data-category-id="${target}"]`) ??
        navRef.current?.querySelector<HTMLElement>('button, a')
      )?.focus();
  }, [view]);
  const go = (next: View, focus: 'back' | number) => {
    focusAfter.current = focus;
    setView(next);
  };

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setView({ level: 'main' });
  };
  const close = () => onOpenChange(false);

  const categoryRow = (c: MenuLink, drill: () => void) =>
    c.children.length > 0 ? (
      <button
        type="button"
        className={rowClass}
        onClick={drill}
        data-testid="drawer-drill"
        data-category-id={c.id}
      >
        <span>{c.name}</span>
        <Icon name="chevron-right" aria-hidden className="flip-rtl size-4" />
      </button>
    ) : (
      <Link href={`/${c.path}`} className={rowClass} onClick={close}>
        {c.name}
      </Link>
    );

  const backAndViewAll = (target: MenuLink, back: View) => (
    <>
      <button
        ref={backRef}
        type="button"
        data-testid="drawer-back"
        className={`${rowClass} justify-start gap-2 font-bold`}
        onClick={() => go(back, target.id)}
      >
        <Icon name="chevron-left" aria-hidden className="flip-rtl size-4" />
        {back.level === 'main' ? t('menu.main_menu') : t('menu.back')}
      </button>
      <h3 className="px-5 pt-2 text-lg font-bold">{target.name}</h3>
      <Link href={`/${target.path}`} className={`${rowClass} text-secondary-dark`} onClick={close}>
        {t('menu.view_all', { name: target.name })}
      </Link>
    </>
  );

  let body;
  if (view.level === 'main') {
    const visible = showAll ? categories : categories.slice(0, DRAWER_VISIBLE_CATEGORIES);
    body = (
      <>
        <ul id="drawer-main-categories">
          {visible.map((c) => (
            <li key={c.id}>{categoryRow(c, () => go({ level: 'sub', parent: c }, 'back'))}</li>
          ))}
        </ul>
        {categories.length > DRAWER_VISIBLE_CATEGORIES && (
          <button
            type="button"
            className={`${rowClass} font-bold`}
            aria-expanded={showAll}
            aria-controls="drawer-main-categories"
            data-testid="drawer-see-more"
            onClick={() => {
              // The categories it shows come above it: the focus goes to the first of them, where
              // the next Tab would otherwise skip them all.
              if (!showAll)
                requestAnimationFrame(() =>
                  document
                    .querySelectorAll<HTMLElement>('#drawer-main-categories > li > :first-child')
                    [DRAWER_VISIBLE_CATEGORIES]?.focus(),
                );
              setShowAll((s) => !s);
            }}
          >
            {showAll ? t('menu.see_less') : t('menu.see_more')}
          </button>
        )}
        <hr className="my-2" />
        <ul>
          {DRAWER_LINKS.map((l) => (
            <li key={l.href}>
              <Link href={l.href} className={rowClass} onClick={close}>
                {t(l.key)}
              </Link>
            </li>
          ))}
        </ul>
        <hr className="my-2" />
        <p className="px-5 pt-2 font-bold">{t('menu.follow_us')}</p>
        <SocialLinks t={t} className="px-5 py-3" />
      </>
    );
  } else if (view.level === 'sub') {
    const parent = view.parent;
    body = (
      <>
        {backAndViewAll(parent, { level: 'main' })}
        <ul>
          {parent.children.map((c) => (
            <li key={c.id}>{categoryRow(c, () => go({ level: 'subsub', parent, grand: c }, 'back'))}</li>
          ))}
        </ul>
      </>
    );
  } else {
    body = (
      <>
        {backAndViewAll(view.grand, { level: 'sub', parent: view.parent })}
        <ul>
          {view.grand.children.map((c) => (
            <li key={c.id}>
              <Link href={`/${c.path}`} className={rowClass} onClick={close}>
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <SideDrawer
      open={open}
      onOpenChange={onOpenChange}
      title={t('menu.shop_by_category')}
      closeLabel={t('header.close_menu')}
      testId="category-drawer"
      view={view.level}
      trigger={
        <button
          type="button"
          data-testid="all-button"
          className="inline-flex items-center gap-1 rounded px-2 py-1 font-bold hover:bg-white/10"
        >
          <Menu aria-hidden className="size-5" />
          {t('header.all')}
        </button>
      }
    >
      <nav ref={navRef} className="flex-1 overflow-y-auto py-2">
        {body}
      </nav>
    </SideDrawer>
  );
}
