import { randomBytes } from 'node:crypto';

export type FilePart = { field: string; filename: string; contentType: string; bytes: Buffer };

/** A multipart/form-data body built by hand, so tests can send exactly what they mean to. */
export function multipart(parts: { fields?: Record<string, string>; files?: FilePart[] }) {
  const boundary = `----tb-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(parts.fields ?? {})) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of parts.files ?? []) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A valid 1x1 PNG, padded to `size` bytes with a trailing chunk-free tail PNG readers ignore. */
export function pngBytes(size = 0): Buffer {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  return size > png.length ? Buffer.concat([png, Buffer.alloc(size - png.length)]) : png;
}

/** The start of a JPEG (SOI + JFIF APP0), enough for type detection, padded to `size`. */
export function jpegBytes(size = 0): Buffer {
  const head = Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
    0x00, 0x01, 0x00, 0x00, 0xff, 0xd9,
  ]);
  return size > head.length ? Buffer.concat([head, Buffer.alloc(size - head.length)]) : head;
}

/** A minimal PDF, padded to `size`. */
export function pdfBytes(size = 0): Buffer {
  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
  return size > pdf.length ? Buffer.concat([pdf, Buffer.alloc(size - pdf.length)]) : pdf;
}
