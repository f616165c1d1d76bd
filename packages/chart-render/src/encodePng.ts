import { promisify } from 'node:util';
import { crc32, deflate } from 'node:zlib';

const deflateAsync = promisify(deflate);
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * An opaque picture's RGBA pixels as an RGB PNG. A chart is flat colour on one background, so fast deflate (level 3,
 * no row filters) packs it about as small as the canvas's own encoder in a fifth of its time, which is most of a
 * picture's cost (the benchmark measures both); the deflate runs on libuv's pool, off the event loop.
 */
export async function encodeOpaquePng(rgba: Uint8ClampedArray, width: number, height: number): Promise<Buffer> {
  const stride = width * 3 + 1;
  const rows = Buffer.alloc(height * stride);
  for (let y = 0, from = 0; y < height; y++) {
    let to = y * stride + 1;
    for (let x = 0; x < width; x++, from += 4) {
      rows[to++] = rgba[from]!;
      rows[to++] = rgba[from + 1]!;
      rows[to++] = rgba[from + 2]!;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // truecolour, no alpha
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', await deflateAsync(rows, { level: 3 })), chunk('IEND', Buffer.alloc(0))]);
}
