/** A real 1x1 PNG for upload journeys; the server judges uploads by their bytes. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A photo-sized PNG (one colour): the browser reports a 1x1 image picked from a `srcset` by its
 * width as 0 px wide, so a journey that checks an avatar really loaded uploads this one.
 */
export async function photoPng(size = 240): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width: size, height: size, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
}
