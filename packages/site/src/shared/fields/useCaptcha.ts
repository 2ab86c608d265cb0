import { useCallback, useState } from 'react';
import { useGetCaptchaQuery } from './api';

function newKey(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * A captcha the player can refresh: a random `captchaKey` per image (sent with the answer), the PNG
 * as a data URL. Pass `enabled: false` until the server asks for a captcha.
 */
export function useCaptcha({ enabled = true }: { enabled?: boolean } = {}) {
  const [key, setKey] = useState(newKey);
  const {
    data: image,
    isFetching,
    isError,
    error,
    refetch,
  } = useGetCaptchaQuery(key, {
    skip: !enabled,
  });
  const refresh = useCallback(() => setKey(newKey()), []);
  return {
    key,
    image: image ?? '',
    loading: isFetching,
    failed: isError,
    /** The failed image call (for the field's message), undefined while it loads or loaded. */
    loadError: isError ? error : undefined,
    refresh,
    retry: refetch,
  };
}
