import type { Ctx } from '../sim';

/** Checks the real file signature, not only the declared type. */
export function imageKind(bytes: Buffer): 'image/png' | 'image/jpeg' | undefined {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'image/jpeg';
  return undefined;
}

/** The uploaded picture's bytes as an image answer; never sniffed as anything else. */
export function uploadedImage(c: Ctx, image: { mime: string; bytes: Buffer }): Response {
  return c.body(new Uint8Array(image.bytes), 200, {
    'Content-Type': image.mime,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, max-age=86400',
  });
}
