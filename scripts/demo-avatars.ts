/**
 * Avatars for the demo accounts: a symmetric 5x5 pattern in a colour derived from the username
 * (the "identicon" many products show before a person uploads a photo), encoded as a real PNG
 * with nothing but node:zlib, so the demo needs no image files or network.
 */
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/** A 240x240 PNG identicon for `seed`. */
export function identiconPng(seed: string, size = 240): Buffer {
  const digest = createHash('sha256').update(seed).digest();
  const hue = ((digest[0] as number) * 360) / 256;
  const fg = hslToRgb(hue, 0.55, 0.45);
  const bg: [number, number, number] = [241, 243, 248];
  const cells = 5;
  const margin = size / 8;
  const cell = (size - 2 * margin) / cells;
  // Left three columns from the hash, mirrored to the right.
  const on = (row: number, col: number) => {
    const c = col < 3 ? col : cells - 1 - col;
    return ((digest[1 + row * 3 + c] as number) & 1) === 1;
  };
  const raw = Buffer.alloc((size * 3 + 1) * size);
  for (let y = 0; y < size; y++) {
    const rowStart = y * (size * 3 + 1);
    raw[rowStart] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      const cx = Math.floor((x - margin) / cell);
      const cy = Math.floor((y - margin) / cell);
      const inside = cx >= 0 && cy >= 0 && cx < cells && cy < cells;
      const [r, g, b] = inside && on(cy, cx) ? fg : bg;
      raw.set([r, g, b], rowStart + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
