'use client';

import { useState } from 'react';
import { useI18n } from '../layout/i18n-provider.client';
import { Field } from '../ui/field.client';

export interface AttributeOption {
  code: string;
  label: string;
  unit: string;
}

/**
 * A product's filterable attributes (the store's facets): those its category's products have, those
 * it already has, and any other the editor adds from the list. A blank value removes one.
 */
export function ProductAttributes({
  all,
  fitting,
  values,
  onChange,
  errorOf,
}: {
  all: AttributeOption[];
  /** The codes the chosen category's products have. */
  fitting: string[];
  values: Record<string, string>;
  onChange: (values: Record<string, string>) => void;
  errorOf: (field: string) => string | null;
}) {
  const { t } = useI18n();
  const [added, setAdded] = useState<string[]>([]);
  const shown = all.filter((a) => fitting.includes(a.code) || a.code in values || added.includes(a.code));
  const others = all.filter((a) => !shown.includes(a));
  // With its unit: several attributes share a name ("Capacity" in litres, in mAh, of storage).
  const labelOf = (a: AttributeOption) =>
    a.unit ? t('admin_catalog.attribute_with_unit', { label: a.label, unit: a.unit }) : a.label;
  return (
    <div className="space-y-4" data-testid="admin-product-attributes">
      {shown.length === 0 && <p className="text-neutral-700">{t('admin_catalog.attributes_none')}</p>}
      <div className="grid gap-4 sm:grid-cols-2">
        {shown.map((a) => (
          <Field
            key={a.code}
            label={labelOf(a)}
            value={values[a.code] ?? ''}
            onValueChange={(value) => onChange({ ...values, [a.code]: value })}
            error={errorOf(`attributes.${a.code}`)}
            optionalLabel={t('admin_catalog.optional')}
            maxLength={100}
            testId={`admin-product-attribute-${a.code}`}
          />
        ))}
      </div>
      {errorOf('attributes') && (
        <p className="text-sm text-error" role="alert" data-testid="admin-product-attributes-error">
          {errorOf('attributes')}
        </p>
      )}
      {others.length > 0 && (
        <label className="flex flex-col gap-1">
          <span className="font-bold">{t('admin_catalog.attribute_add')}</span>
          <select
            className="rounded-md border border-neutral-300 bg-white px-3 py-2.5"
            value=""
            onChange={(e) => e.target.value && setAdded((list) => [...list, e.target.value])}
            data-testid="admin-product-attribute-add"
          >
            <option value="">{t('admin_catalog.choose')}</option>
            {others.map((a) => (
              <option key={a.code} value={a.code}>
                {labelOf(a)}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
