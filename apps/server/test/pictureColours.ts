import { createCanvas, loadImage } from '@napi-rs/canvas';

/**
 * How many different colours a PNG holds, its decoded pixels counted: a drawn chart (candles, lines, panes, text) has
 * dozens, a blank or all-background surface one or two. The server's alert pictures, the assistant's chart pictures
 * and window, and a virtual display's screen are all checked with it.
 */
export async function distinctColours(png: Buffer): Promise<number> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const pixels = context.getImageData(0, 0, image.width, image.height).data;
  const colours = new Set<number>();
  for (let i = 0; i < pixels.length; i += 4) colours.add((pixels[i]! << 16) | (pixels[i + 1]! << 8) | pixels[i + 2]!);
  return colours.size;
}
