import { AUDIO_CAMERA_CARE_KINDS } from './product-kinds-audio-camera-care';
import { COMPUTING_KINDS } from './product-kinds-computing';
import { KITCHEN_KINDS } from './product-kinds-kitchen';
import { LARGE_KINDS } from './product-kinds-large';
import { MOBILE_TV_KINDS } from './product-kinds-mobile-tv';
import type { ProductKind } from './types';

/** Every product generator, keyed by the url_key of the leaf category it fills. */
export const PRODUCT_KINDS: Record<string, ProductKind> = {
  ...MOBILE_TV_KINDS,
  ...COMPUTING_KINDS,
  ...LARGE_KINDS,
  ...KITCHEN_KINDS,
  ...AUDIO_CAMERA_CARE_KINDS,
};
