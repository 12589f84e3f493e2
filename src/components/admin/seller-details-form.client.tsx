'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { CATEGORY_NAME_MAX, sellerDetailsSchema } from '@/domain/catalog/category-schemas';
import { useAlert } from '../layout/alert.client';
import { useI18n } from '../layout/i18n-provider.client';
import { Field } from '../ui/field.client';
import { PRIMARY_BUTTON } from '../ui/styles';
import { FormMessage } from './form-message';
import { ImagePicker, usePictureChoice } from './image-picker.client';
import { useAdminForm } from './use-admin-form.client';
import { busyButton } from '../ui/busy-button';

export interface SellerDetailsValues {
  name_ar: string;
  name_en: string;
}

/** A seller's names side by side and its logo; checked here, then on the server. */
export function SellerDetailsForm({
  sellerId,
  initial,
  logoUrl,
}: {
  sellerId: number;
  initial: SellerDetailsValues;
  logoUrl?: string;
}) {
  const { t } = useI18n();
  const router = useRouter();
  const alert = useAlert();
  const [values, setValues] = useState(initial);
  const picture = usePictureChoice();
  const [checked, setChecked] = useState<Record<string, string>>({});
  const { busy, message, fieldErrors, send, checkFields, refused } = useAdminForm();
  const errorOf = (name: string) => checked[name] ?? fieldErrors[name];
  const label = (name: string) => t(`admin_tree.seller_details.${name}`);
  const name = (locale: 'ar' | 'en') => (
    <Field
      label={label(`name_${locale}`)}
      value={values[`name_${locale}`]}
      onValueChange={(value) => setValues((v) => ({ ...v, [`name_${locale}`]: value }))}
      error={errorOf(`name_${locale}`)}
      lang={locale}
      dir={locale === 'ar' ? 'rtl' : 'ltr'}
      maxLength={CATEGORY_NAME_MAX}
      testId={`admin-seller-name-${locale}`}
    />
  );

  async function submit() {
    const errors = checkFields(sellerDetailsSchema, values);
    const fileProblem = picture.problem();
    if (fileProblem) errors.image = t(`errors.${fileProblem}`);
    setChecked(errors);
    if (refused(errors)) return;
    const form = picture.formData(values);
    if (!(await send(`/rest/V1/admin/catalog/sellers/${sellerId}/details`, 'PUT', form))) return;
    alert({ severity: 'success', message: label('saved') });
    picture.clear();
    router.refresh();
  }

  return (
    <form
      noValidate
      className="space-y-4"
      data-testid="admin-seller-details-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="grid gap-4 md:grid-cols-2">
        {name('ar')}
        {name('en')}
      </div>
      <ImagePicker
        testId="admin-seller-logo"
        shown={picture.preview ?? logoUrl}
        fileName={picture.file?.name ?? null}
        error={errorOf('image')}
        onChoose={picture.choose}
        texts={{
          label: label('image'),
          preview: label('image_preview'),
          choose: label('image_choose'),
          replace: label('image_replace'),
          hint: label('image_hint'),
        }}
        frame={{ width: 200, height: 100, className: 'aspect-[2/1] w-48' }}
      />
      <FormMessage message={message} />
      <button
        type="submit"
        {...busyButton(busy)}
        className={PRIMARY_BUTTON}
        data-testid="admin-seller-details-submit"
      >
        {label('save')}
      </button>
    </form>
  );
}
