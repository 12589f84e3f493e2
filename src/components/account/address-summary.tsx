import type { TFunction } from 'i18next';

/** An address's lines (from addressLines) and its extra mobile number, one a line. */
export function AddressSummary({
  lines,
  mobile,
  t,
  title,
  as: Tag = 'address',
  className,
}: {
  lines: string[];
  mobile: string | null;
  t: TFunction;
  /** Shown first, in bold, where no heading above already names the address. */
  title?: string;
  /** A span inside a label, which may hold phrasing content only. */
  as?: 'address' | 'span';
  className: string;
}) {
  return (
    // A long word (a landmark typed without spaces) wraps inside the card, not past the screen.
    <Tag className={`wrap-anywhere ${className}`}>
      {title !== undefined && <span className="font-bold">{title}</span>}
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
      {mobile && (
        <span>
          {t('account.address.mobile_short')} <bdi dir="ltr">{mobile}</bdi>
        </span>
      )}
    </Tag>
  );
}
