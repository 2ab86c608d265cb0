/** Spec: png or jpg only, at most 5 MB each, at most 3 images. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_COUNT = 3;

export interface ImageLimitMessages {
  type: string;
  size: string;
  count: string;
}

export const DEFAULT_IMAGE_MESSAGES: ImageLimitMessages = {
  type: 'Only png or jpg images can be uploaded',
  size: 'Each image must be 5MB or smaller',
  count: 'You can upload at most 3 images',
};

function isAllowedType(file: File): boolean {
  if ((IMAGE_TYPES as readonly string[]).includes(file.type)) return true;
  // Some systems give no MIME type; fall back to the extension.
  return !file.type && /\.(png|jpe?g)$/i.test(file.name);
}

/**
 * Adds `incoming` to `current` within the limits. Files that break a rule are left out and the first
 * broken rule's message is returned (type, then size, then count).
 */
export function addImages(
  current: readonly File[],
  incoming: readonly File[],
  messages: ImageLimitMessages = DEFAULT_IMAGE_MESSAGES,
  maxCount = IMAGE_MAX_COUNT,
  maxBytes = IMAGE_MAX_BYTES,
): { files: File[]; error: string | null } {
  const files = [...current];
  const errors = new Set<keyof ImageLimitMessages>();
  for (const file of incoming) {
    if (!isAllowedType(file)) errors.add('type');
    else if (file.size > maxBytes) errors.add('size');
    else if (files.length >= maxCount) errors.add('count');
    else files.push(file);
  }
  const first = (['type', 'size', 'count'] as const).find((rule) => errors.has(rule));
  return { files, error: first ? messages[first] : null };
}
