import { describe, expect, it } from 'vitest';
import * as publicApi from './index';

describe('public API', () => {
  it('re-exports the wire contract next to the client', () => {
    expect(publicApi.API_PATHS.publicKey).toBe('/wps/system/publicKey');
    expect(publicApi.PAYLOAD_CIPHER_ALGORITHM).toBe('RSA-OAEP-256+A256GCM');
    expect(publicApi.baseApi.reducerPath).toBe('api');
    expect(publicApi.API_TAG_TYPES).toContain('MemberInfo');
    expect(typeof publicApi.createApiClient).toBe('function');
    expect(typeof publicApi.createApiRuntime).toBe('function');
    expect(publicApi.unauthorized.type).toBe('apiClient/unauthorized');
  });
});
