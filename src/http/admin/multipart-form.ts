import type { Context } from 'hono';
import { readForm } from '../rest/body';
import type { AdminEnv } from './env';

/** A back-office form's text fields and its picture (when one was chosen) from a multipart body. */
export async function multipartForm(c: Context<AdminEnv>) {
  const form = await readForm(c);
  const { image, ...fields } = form;
  const file = image instanceof File && image.size > 0 ? Buffer.from(await image.arrayBuffer()) : null;
  const text = Object.fromEntries(Object.entries(fields).filter(([, v]) => typeof v === 'string'));
  return { fields: text, image: file };
}

/** A record's history of changes as the back-office API answers it. */
export const toWireHistory = (history: { action: string; actor: string; at: Date }[]) =>
  history.map((h) => ({ action: h.action, actor: h.actor, at: h.at.toISOString() }));
