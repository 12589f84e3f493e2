'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import {
  HOME_SECTION_TITLE_MAX,
  homeSectionsSchema,
  type HomeSectionId,
  type HomeSectionSetting,
} from '@/domain/content/home-section-schemas';
import { useAlert } from '../layout/alert.client';
import { useI18n } from '../layout/i18n-provider.client';
import { Field } from '../ui/field.client';
import { PRIMARY_BUTTON } from '../ui/styles';
import { ActiveSwitch } from './active-switch.client';
import { FormMessage } from './form-message';
import { useAdminForm } from './use-admin-form.client';
import { busyButton } from '../ui/busy-button';

const SMALL_BUTTON =
  'rounded border border-neutral-300 bg-white px-3 py-1.5 text-sm font-bold hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-secondary disabled:opacity-40';

/**
 * The home page's sections below the slides, in their order: each moved with buttons (keyboard
 * friendly), switched on or off, and optionally retitled in both languages; saved all at once.
 */
export function HomeSectionsForm({
  initial,
  defaults,
}: {
  initial: HomeSectionSetting[];
  /** Each section's store title: in the page's language (its name here), in Arabic and in English. */
  defaults: Record<HomeSectionId, { name: string; ar: string; en: string }>;
}) {
  const { t } = useI18n();
  const router = useRouter();
  const alert = useAlert();
  const [sections, setSections] = useState(initial);
  const [checked, setChecked] = useState<Record<string, string>>({});
  const { busy, message, fieldErrors, send, checkFields, refused } = useAdminForm();

  const update = (index: number, change: Partial<HomeSectionSetting>) =>
    setSections((list) => list.map((s, i) => (i === index ? { ...s, ...change } : s)));
  const move = (from: number, to: number) =>
    setSections((list) => {
      const next = [...list];
      const [item] = next.splice(from, 1);
      next.splice(to, 0, item!);
      return next;
    });

  async function submit() {
    const errors = checkFields(homeSectionsSchema, { sections });
    setChecked(errors);
    if (refused(errors)) return;
    if (!(await send('/rest/V1/admin/content/home-sections', 'PUT', { sections }))) return;
    alert({ severity: 'success', message: t('admin_home.saved') });
    router.refresh();
  }

  const listError = checked.sections ?? fieldErrors.sections;
  return (
    <form
      noValidate
      className="space-y-4"
      data-testid="admin-home-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <ol className="space-y-3" data-testid="admin-home-sections">
        {sections.map((section, index) => {
          const names = defaults[section.id];
          return (
            <li
              key={section.id}
              className={`space-y-3 rounded-lg border border-neutral-200 p-3 ${section.visible ? 'bg-white' : 'bg-neutral-50'}`}
              data-testid={`admin-home-section-${section.id}`}
            >
              <div className="flex flex-wrap items-center gap-3">
                <h2 className="flex-1 font-bold">
                  {t('admin_home.section', { name: names.name })}
                  {!section.visible && (
                    <span className="ms-2 rounded bg-neutral-200 px-2 py-0.5 text-sm">
                      {t('admin_home.hidden')}
                    </span>
                  )}
                </h2>
                <ActiveSwitch
                  checked={section.visible}
                  onChange={(visible) => update(index, { visible })}
                  label={t('admin_home.visible', { name: names.name })}
                  testId="admin-home-visible"
                />
                <span className="flex gap-2">
                  <button
                    type="button"
                    className={SMALL_BUTTON}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                    aria-label={t('admin_home.move_up', { name: names.name })}
                    data-testid="admin-home-up"
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className={SMALL_BUTTON}
                    disabled={index === sections.length - 1}
                    onClick={() => move(index, index + 1)}
                    aria-label={t('admin_home.move_down', { name: names.name })}
                    data-testid="admin-home-down"
                  >
                    ↓
                  </button>
                </span>
              </div>
              <div className="grid gap-3 md:grid-cols-2">
                <Field
                  label={t('admin_home.title_ar')}
                  optionalLabel={t('admin_home.optional')}
                  value={section.title_ar}
                  onValueChange={(title_ar) => update(index, { title_ar })}
                  placeholder={names.ar}
                  hint={t('admin_home.default_title', { title: names.ar })}
                  maxLength={HOME_SECTION_TITLE_MAX}
                  lang="ar"
                  dir="rtl"
                  testId={`admin-home-${section.id}-title-ar`}
                />
                <Field
                  label={t('admin_home.title_en')}
                  optionalLabel={t('admin_home.optional')}
                  value={section.title_en}
                  onValueChange={(title_en) => update(index, { title_en })}
                  placeholder={names.en}
                  hint={t('admin_home.default_title', { title: names.en })}
                  maxLength={HOME_SECTION_TITLE_MAX}
                  lang="en"
                  dir="ltr"
                  testId={`admin-home-${section.id}-title-en`}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <FormMessage message={message ?? listError ?? null} />
      <button type="submit" {...busyButton(busy)} className={PRIMARY_BUTTON} data-testid="admin-home-save">
        {t('admin_home.save')}
      </button>
    </form>
  );
}
