/** Paths under this prefix are never faulted, so tests can always clear a fault. */
export const DEV_PREFIX = '/__sim';
