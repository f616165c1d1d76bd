import { describe, expect, it } from 'vitest';
import { drawingQueue } from '../src/localServer/drawingQueue.js';

/** A drawing the test finishes when it chooses, so what is drawn at once is seen, not timed. */
function heldDrawing() {
  let finish: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { finish, draw: () => finished };
}

/** Lets every promise that can settle settle. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the drawing queue', () => {
  it('draws no more pictures at once than allowed, in the order they were asked', async () => {
    const drawInTurn = drawingQueue({ drawings: 2, pixels: 1_000 });
    const started: number[] = [];
    const drawings = Array.from({ length: 5 }, heldDrawing);
    const done = drawings.map((drawing, index) =>
      drawInTurn(10, () => {
        started.push(index);
        return drawing.draw();
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);
    drawings[1]!.finish();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    for (const drawing of drawings) drawing.finish();
    await Promise.all(done);
    expect(started).toEqual([0, 1, 2, 3, 4]);
  });

  it('holds no more pixels at once than the budget, a large picture keeps its turn, and one above the budget is drawn alone', async () => {
    const drawInTurn = drawingQueue({ drawings: 4, pixels: 100 });
    const started: string[] = [];
    const asked = [
      ['large 1', 60],
      ['large 2', 60],
      ['small 1', 10],
      ['huge', 500],
      ['small 2', 10],
    ] as const;
    const drawings = new Map(asked.map(([name]) => [name, heldDrawing()]));
    const done = asked.map(([name, pixels]) =>
      drawInTurn(pixels, () => {
        started.push(name);
        return drawings.get(name)!.draw();
      }),
    );
    await settle();
    // The second large picture waits for room, and the small one behind it does not overtake it.
    expect(started).toEqual(['large 1']);
    drawings.get('large 1')!.finish();
    await settle();
    expect(started).toEqual(['large 1', 'large 2', 'small 1']);
    drawings.get('large 2')!.finish();
    drawings.get('small 1')!.finish();
    await settle();
    expect(started).toEqual(['large 1', 'large 2', 'small 1', 'huge']);
    drawings.get('huge')!.finish();
    await settle();
    expect(started.at(-1)).toBe('small 2');
    drawings.get('small 2')!.finish();
    await expect(Promise.all(done)).resolves.toHaveLength(5);
  });

  it('frees the place of a drawing that failed', async () => {
    const drawInTurn = drawingQueue({ drawings: 1, pixels: 100 });
    await expect(drawInTurn(10, () => Promise.reject(new Error('no canvas')))).rejects.toThrow('no canvas');
    await expect(drawInTurn(10, async () => 'drawn')).resolves.toBe('drawn');
  });
});
