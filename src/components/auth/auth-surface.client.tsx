'use client';

import { createContext, useContext, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';

/** Where an auth view is drawn: the modal titles it for the dialog, the login page with its h1. */
export type AuthSurface = 'modal' | 'page' | 'section';

const SurfaceContext = createContext<AuthSurface>('section');

export function AuthSurfaceProvider({ surface, children }: { surface: AuthSurface; children: ReactNode }) {
  return <SurfaceContext.Provider value={surface}>{children}</SurfaceContext.Provider>;
}

const titleClass = 'text-xl font-bold text-neutral-900';

/** A view's heading: the dialog's accessible title in the modal, a page or section heading elsewhere. */
export function AuthTitle({ children }: { children: ReactNode }) {
  const surface = useContext(SurfaceContext);
  // pe-8 keeps the title clear of the close button in the corner.
  if (surface === 'modal') return <Dialog.Title className={`${titleClass} pe-8`}>{children}</Dialog.Title>;
  if (surface === 'page') return <h1 className={`${titleClass} text-2xl`}>{children}</h1>;
  return <h2 className={titleClass}>{children}</h2>;
}

/** Title and an optional line of explanation at the top of a view. */
export function AuthHeader({ title, intro }: { title: string; intro?: ReactNode }) {
  return (
    <div className="mb-5 flex flex-col gap-1">
      <AuthTitle>{title}</AuthTitle>
      {intro && <p className="text-sm text-neutral-600">{intro}</p>}
    </div>
  );
}
