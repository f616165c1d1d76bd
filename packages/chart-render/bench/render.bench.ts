/**
 * Speed of the product's chart pictures at the two sizes it draws: the alert picture and the desktop chart server's
 * default. For each, the whole picture, drawing alone and encoding alone, beside the canvas's own PNG encoder on the
 * same picture and the floor of both encoders, a blank canvas of that size. The measurements take turns within one
 * run, so a machine loaded by other work slows them alike. Prints JSON.
 *
 * Wall time is what a caller waits on this machine as loaded as it is; CPU time is the process's own work (the event
 * loop, libuv's pool and the garbage collector), which waiting for a core does not inflate: the time on one free core.
 */
import { performance } from 'node:perf_hooks';
import { type Canvas, createCanvas } from '@napi-rs/canvas';
import { PICTURE_CANDLES, PICTURE_SIZE } from '@signaldesk/contract';
import { chartPalette } from '../src/chartPalette.js';
import { drawChartCanvas, encodeChartCanvas, renderChart } from '../src/png.js';
import { symbolPicture } from '../src/symbolPicture.js';
import { sampleCandles, sampleSeries } from '../test/support/sampleCandles.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 60);

const SIZES = [
  { picture: 'alert picture', ...PICTURE_SIZE, candles: PICTURE_CANDLES, goalP95Ms: 25 },
  // apps/desktop's local chart server draws this size and count when the request names none.
  { picture: 'desktop chart server default', width: 1200, height: 800, candles: 150, goalP95Ms: 50 },
];

interface Spread {
  min: number;
  p50: number;
  p95: number;
}

function spread(times: number[]): Spread {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) => Number(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!.toFixed(2));
  return { min: at(0), p50: at(0.5), p95: at(0.95) };
}

/** Runs each task once per round, in turn, and gives each one's wall and CPU times. */
async function inTurns(tasks: Record<string, () => unknown>): Promise<Record<string, { wall: Spread; cpu: Spread }>> {
  const wall: Record<string, number[]> = {};
  const cpu: Record<string, number[]> = {};
  for (const name of Object.keys(tasks)) [wall[name], cpu[name]] = [[], []];
  for (let round = 0; round < RUNS; round++) {
    for (const [name, task] of Object.entries(tasks)) {
      const started = performance.now();
      const before = process.cpuUsage();
      await task();
      const used = process.cpuUsage(before);
      wall[name]!.push(performance.now() - started);
      cpu[name]!.push((used.user + used.system) / 1000);
    }
  }
  return Object.fromEntries(Object.keys(tasks).map((name) => [name, { wall: spread(wall[name]!), cpu: spread(cpu[name]!) }]));
}

function blankCanvas(width: number, height: number): Canvas {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = chartPalette.surface.background;
  ctx.fillRect(0, 0, width, height);
  return canvas;
}

const pictureOf = ({ width, height, candles }: (typeof SIZES)[number]) =>
  symbolPicture({ symbol: 'AAPL', duration: '1d', language: 'zh', riseFall: null, candles: sampleCandles(candles), width, height });

const coldStart = performance.now();
await renderChart(pictureOf(SIZES[0]!));
const firstPictureMs = Number((performance.now() - coldStart).toFixed(2));

const results = [];
for (const size of SIZES) {
  const picture = pictureOf(size);
  const drawn = drawChartCanvas(picture);
  const blank = blankCanvas(size.width, size.height);
  for (let i = 0; i < 5; i++) await renderChart(picture);
  const times = await inTurns({
    picture: () => renderChart(picture),
    draw: () => drawChartCanvas(picture),
    encode: () => encodeChartCanvas(drawn),
    canvasEncodeOfPicture: () => drawn.encode('png'),
    bareEncode: () => encodeChartCanvas(blank),
    bareCanvasEncode: () => blank.encode('png'),
  });
  results.push({
    picture: size.picture,
    size: `${size.width}x${size.height}`,
    candles: size.candles,
    goalP95Ms: size.goalP95Ms,
    withinGoal: { wallP95: times.picture!.wall.p95 < size.goalP95Ms, cpuP95: times.picture!.cpu.p95 < size.goalP95Ms },
    pngBytes: (await renderChart(picture)).length,
    canvasPngBytes: (await drawn.encode('png')).length,
    pictureMs: times.picture,
    drawMs: times.draw,
    encodeMs: times.encode,
    reference: {
      canvasEncodeOfPictureMs: times.canvasEncodeOfPicture,
      bareEncodeMs: times.bareEncode,
      bareCanvasEncodeMs: times.bareCanvasEncode,
    },
    pictureToBareCanvasEncodeRatio: Number((times.picture!.wall.p50 / times.bareCanvasEncode!.wall.p50).toFixed(2)),
  });
}

console.log(
  JSON.stringify(
    {
      bench: 'chart pictures as the product draws them (symbolPicture, every default pane), drawn and encoded as PNG',
      series: sampleSeries,
      runs: RUNS,
      times:
        'wall: elapsed on this machine as loaded as it is; cpu: the process CPU time of the same runs, the time on one free core',
      encode: 'pixels read from the drawn canvas and encoded by encodeChartCanvas, the encoder of every chart picture',
      references:
        "canvasEncodeOfPicture: @napi-rs/canvas's own PNG encoder on the same picture; bareEncode and bareCanvasEncode: each encoder on a blank canvas of that size, its floor",
      firstPictureMs,
      pictures: results,
    },
    null,
    2,
  ),
);
