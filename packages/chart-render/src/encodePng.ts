import { promisify } from 'node:util';
import { crc32, deflate } from 'node:zlib';

const deflateAsync = promisify(deflate);
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/**
 * zlib's output buffer. Its default of 16 KB splits a chart's 100 to 200 KB of deflate into a dozen jobs, each a hop
 * between the event loop and libuv's pool; this holds it in one. A larger buffer would be garbage for every picture.
 */
const DEFLATE_CHUNK = 256 * 1024;

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * Packs an opaque picture's RGBA pixels into PNG scanlines in their own memory: each row becomes a filter byte (none)
 * and its RGB bytes. A row shrinks from 4w bytes to 3w + 1, so writing never overtakes reading. Allocating a 3 MB
 * buffer a picture instead cost more than the packing itself, in page faults and in the full garbage collections that
 * much outside memory sets off.
 */
function packRgbRows(rgba: Uint8ClampedArray, width: number, height: number): Buffer {
  // One read per pixel rather than three; red is the low byte on little-endian CPUs, every platform the canvas ships for.
  const pixels = new Uint32Array(rgba.buffer, rgba.byteOffset, width * height);
  const stride = width * 3 + 1;
  const rows = Buffer.from(rgba.buffer, rgba.byteOffset, height * stride);
  for (let y = 0, from = 0; y < height; y++) {
    const start = y * stride;
    let to = start + 1;
    for (let x = 0; x < width; x++) {
      const pixel = pixels[from++]!;
      rows[to++] = pixel;
      rows[to++] = pixel >>> 8;
      rows[to++] = pixel >>> 16;
    }
    rows[start] = 0; // after the row: the first row's filter byte lies on its first pixel
  }
  return rows;
}

/**
 * An opaque picture's RGBA pixels as an RGB PNG. The pixels are handed over: their memory becomes the scanlines. A
 * chart is flat colour on one background, so fast deflate (level 3, no row filters) packs it smaller than the canvas's
 * own encoder in a fifth of its time. Lower levels save under half a millisecond for larger files; higher levels, row
 * filters, a palette and the npm encoders were slower, larger or lossy (docs/chart-render.md has the comparison). The
 * deflate runs on libuv's pool, off the event loop.
 */
export async function encodeOpaquePng(rgba: Uint8ClampedArray, width: number, height: number): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // truecolour, no alpha
  const data = await deflateAsync(packRgbRows(rgba, width, height), { level: 3, chunkSize: DEFLATE_CHUNK });
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', data), chunk('IEND', Buffer.alloc(0))]);
}
