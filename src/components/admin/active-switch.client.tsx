'use client';

/** A content form's "show this" checkbox (slides, overlay ads, the countdown, the promo strip). */
export function ActiveSwitch({
  checked,
  onChange,
  label,
  testId,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  testId: string;
}) {
  return (
    <label className="flex items-center gap-2">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="size-4 accent-primary"
        data-testid={testId}
      />
      {label}
    </label>
  );
}
