import { DANGER_BUTTON, PRIMARY_BUTTON } from '../ui/styles';
import { busyButton } from '../ui/busy-button';

/**
 * A back-office form's buttons: save (or create), and, when editing, delete. `testId` prefixes
 * both ("admin-slide": admin-slide-submit, admin-slide-delete).
 */
export function FormActions({
  busy,
  testId,
  submitLabel,
  onDelete,
  deleteLabel,
}: {
  busy: boolean;
  testId: string;
  submitLabel: string;
  /** Only while editing: a new record has nothing to delete. */
  onDelete?: () => void;
  deleteLabel: string;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <button type="submit" {...busyButton(busy)} className={PRIMARY_BUTTON} data-testid={`${testId}-submit`}>
        {submitLabel}
      </button>
      {onDelete && (
        <button
          type="button"
          {...busyButton(busy)}
          className={DANGER_BUTTON}
          onClick={onDelete}
          data-testid={`${testId}-delete`}
        >
          {deleteLabel}
        </button>
      )}
    </div>
  );
}
