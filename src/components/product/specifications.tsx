import type { TFunction } from 'i18next';

/** The product's specification rows as a two-column table. */
export function Specifications({ rows, t }: { rows: { label: string; value: string }[]; t: TFunction }) {
  if (rows.length === 0) return null;
  return (
    <section data-testid="specifications">
      <h2 className="mb-3 text-xl font-bold">{t('product.specifications')}</h2>
      <table className="w-full overflow-hidden rounded-lg bg-white text-sm shadow-sm">
        <tbody>
          {rows.map((row, i) => (
            <tr
              key={`${row.label}-${i}`}
              className="border-b border-neutral-100 last:border-0 even:bg-neutral-50"
            >
              <th scope="row" className="w-2/5 px-4 py-2 text-start align-top font-bold text-neutral-700">
                {row.label}
              </th>
              <td className="px-4 py-2">
                {/* Values such as "1.43-inch AMOLED" keep their own direction inside Arabic text. */}
                <bdi>{row.value}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
