/**
 * A virtual X display (Debian's Xvfb) for running the assistant's real window where there is no screen: the tests
 * and the start benchmark. Xvfb picks a free display itself (-displayfd) and keeps its screen as an XWD file
 * (-fbdir), which gives a picture of the whole display as X has it, not as the browser says it painted.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { createCanvas } from '@napi-rs/canvas';

export interface VirtualDisplay {
  /** For DISPLAY, e.g. `:99`. */
  display: string;
  /** The whole screen as a PNG. */
  screenPng: () => Promise<Buffer>;
  close: () => Promise<void>;
}

export async function startVirtualDisplay(size = '1600x1000'): Promise<VirtualDisplay> {
  const fbdir = mkdtempSync(join(tmpdir(), 'signaldesk-xvfb-'));
  const child = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', `${size}x24`, '-fbdir', fbdir, '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const number = await new Promise<string>((resolve, reject) => {
    let written = '';
    (child.stdio[3] as Readable).on('data', (chunk: Buffer) => {
      written += chunk.toString();
      if (written.includes('\n')) resolve(written.trim());
    });
    child.once('error', reject);
    void exited.then(() => reject(new Error(`Xvfb ended before it had a display:\n${log}`)));
  });
  return {
    display: `:${number}`,
    screenPng: () => xwdToPng(readFileSync(join(fbdir, 'Xvfb_screen0'))),
    async close() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(fbdir, { recursive: true, force: true });
    },
  };
}

/** An XWD file of a 24-bit TrueColor screen, as Xvfb keeps it: the header big-endian, the pixels in X's byte order. */
function xwdToPng(xwd: Buffer): Promise<Buffer> {
  const field = (index: number) => xwd.readUInt32BE(index * 4);
  const [headerSize, width, height, byteOrder, bitsPerPixel, bytesPerLine, colourCount] = [field(0), field(4), field(5), field(7), field(11), field(12), field(19)];
  if (bitsPerPixel !== 32) throw new Error(`the screen has ${bitsPerPixel} bits a pixel, not 32`);
  const start = headerSize + colourCount * 12;
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  const image = context.createImageData(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = start + y * bytesPerLine + x * 4;
      const pixel = byteOrder === 0 ? xwd.readUInt32LE(at) : xwd.readUInt32BE(at);
      const to = (y * width + x) * 4;
      image.data[to] = (pixel >> 16) & 0xff;
      image.data[to + 1] = (pixel >> 8) & 0xff;
      image.data[to + 2] = pixel & 0xff;
      image.data[to + 3] = 0xff;
    }
  }
  context.putImageData(image, 0, 0);
  return canvas.encode('png');
}
