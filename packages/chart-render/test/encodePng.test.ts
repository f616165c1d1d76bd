import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { encodeOpaquePng } from '../src/encodePng.js';

describe('encodeOpaquePng', () => {
  it('keeps every pixel of an opaque picture', async () => {
    const canvas = createCanvas(37, 23);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#111a2e';
    ctx.fillRect(0, 0, 37, 23);
    ctx.fillStyle = '#d32f2f';
    ctx.fillRect(3, 4, 10, 12);
    ctx.strokeStyle = '#43a047';
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(0, 22);
    ctx.lineTo(36, 0);
    ctx.stroke();
    const pixels = ctx.getImageData(0, 0, 37, 23).data;
    const decoded = await loadImage(await encodeOpaquePng(pixels, 37, 23));
    const back = createCanvas(37, 23).getContext('2d');
    back.drawImage(decoded, 0, 0);
    expect(decoded.width).toBe(37);
    expect(decoded.height).toBe(23);
    expect(back.getImageData(0, 0, 37, 23).data).toEqual(pixels);
  });
});
