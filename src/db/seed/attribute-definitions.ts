import type { Db } from '../client';
import { attributeDefinitions, attributeDefinitionTranslations, attributeValueTranslations } from '../schema';
import { ATTRIBUTES, VALUE_AR } from './data/attributes';

/** Specification rows that are not products.attributes keys, so never a facet. */
const NOT_FILTERABLE = new Set(['brand', 'model', 'warranty']);

/** Attribute labels, units and value translations, for facets in both languages. */
export async function insertAttributeDefinitions(db: Db): Promise<void> {
  const entries = Object.entries(ATTRIBUTES);
  await db
    .insert(attributeDefinitions)
    .values(entries.map(([code], i) => ({ code, position: i + 1, isFilterable: !NOT_FILTERABLE.has(code) })));
  await db.insert(attributeDefinitionTranslations).values(
    entries.flatMap(([code, def]) =>
      (['ar', 'en'] as const).map((locale) => ({
        code,
        locale,
        label: def.label[locale],
        unit: def.unit?.[locale] ?? '',
      })),
    ),
  );
  await db.insert(attributeValueTranslations).values(
    Object.entries(VALUE_AR).flatMap(([value, ar]) => [
      { value, locale: 'ar' as const, label: ar },
      { value, locale: 'en' as const, label: value },
    ]),
  );
}
