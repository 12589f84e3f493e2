/** The refund form's rules, shared by the form and the server. */
export const REFUND_REASONS = [
  'damaged',
  'wrong_item',
  'not_as_described',
  'missing_parts',
  'changed_mind',
] as const;
export const REFUND_MAX_PHOTOS = 4;
export const REFUND_COMMENT_MAX = 500;
/** §5: images up to 5 MB, JPEG or PNG. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
