import { createCanvas, loadImage } from '@napi-rs/canvas';

/** A PNG's pixels as RGBA, decoded by the canvas's image decoder. */
export async function decodedPixels(png: Buffer): Promise<Uint8ClampedArray> {
  const image = await loadImage(png);
  const ctx = createCanvas(image.width, image.height).getContext('2d');
  ctx.drawImage(image, 0, 0);
  return ctx.getImageData(0, 0, image.width, image.height).data;
}
