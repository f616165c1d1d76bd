import { qrPenalty } from './qrPenalty.js';
import { reedSolomonEcc } from './reedSolomonEcc.js';

/**
 * Error-correction level M (15 % recovery) for versions 1 to 6: enough for contact links of up to 106 bytes,
 * and small enough that no version-information block is needed (that starts at version 7).
 */
const ECC_PER_BLOCK = [10, 16, 26, 18, 24, 16];
const BLOCKS = [1, 1, 1, 2, 2, 4];
const LEVEL_M_FORMAT_BITS = 0;

type Grid = boolean[][];

const MASKS: ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

/** Modules left for codewords once finder, timing, format and (from version 2) the one alignment pattern are drawn. */
function rawDataModules(version: number): number {
  return (16 * version + 128) * version + 64 - (version >= 2 ? 25 : 0);
}

function dataCodewords(version: number): number {
  return Math.floor(rawDataModules(version) / 8) - ECC_PER_BLOCK[version - 1]! * BLOCKS[version - 1]!;
}

function pushBits(bits: number[], value: number, length: number): void {
  for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
}

/** Byte-mode segment, terminator and 0xEC/0x11 padding, as the data codewords of the chosen version. */
function dataBytes(payload: Uint8Array, version: number): number[] {
  const capacityBits = dataCodewords(version) * 8;
  const bits: number[] = [];
  pushBits(bits, 0b0100, 4);
  pushBits(bits, payload.length, 8);
  for (const byte of payload) pushBits(bits, byte, 8);
  pushBits(bits, 0, Math.min(4, capacityBits - bits.length));
  pushBits(bits, 0, (8 - (bits.length % 8)) % 8);
  for (let pad = 0xec; bits.length < capacityBits; pad ^= 0xec ^ 0x11) pushBits(bits, pad, 8);
  const bytes: number[] = [];
  for (let i = 0; i < bits.length; i += 8) bytes.push(bits.slice(i, i + 8).reduce((acc, bit) => (acc << 1) | bit, 0));
  return bytes;
}

/** Splits into blocks, appends each block's error correction and interleaves them column by column. */
function interleave(data: readonly number[], version: number): number[] {
  const blockCount = BLOCKS[version - 1]!;
  const eccLength = ECC_PER_BLOCK[version - 1]!;
  const totalCodewords = Math.floor(rawDataModules(version) / 8);
  const shortBlocks = blockCount - (totalCodewords % blockCount);
  const shortDataLength = Math.floor(totalCodewords / blockCount) - eccLength;
  const blocks: { data: number[]; ecc: number[] }[] = [];
  for (let i = 0, offset = 0; i < blockCount; i++) {
    const length = shortDataLength + (i < shortBlocks ? 0 : 1);
    const block = data.slice(offset, offset + length);
    offset += length;
    blocks.push({ data: block, ecc: reedSolomonEcc(block, eccLength) });
  }
  const result: number[] = [];
  for (let i = 0; i <= shortDataLength; i++) {
    for (const block of blocks) if (i < block.data.length) result.push(block.data[i]!);
  }
  for (let i = 0; i < eccLength; i++) for (const block of blocks) result.push(block.ecc[i]!);
  return result;
}

function drawFunctionPatterns(size: number, version: number, modules: Grid, reserved: Grid): void {
  const set = (x: number, y: number, dark: boolean) => {
    modules[y]![x] = dark;
    reserved[y]![x] = true;
  };
  for (let i = 0; i < size; i++) {
    set(6, i, i % 2 === 0);
    set(i, 6, i % 2 === 0);
  }
  for (const [cx, cy] of [
    [3, 3],
    [size - 4, 3],
    [3, size - 4],
  ] as const) {
    for (let dy = -4; dy <= 4; dy++) {
      for (let dx = -4; dx <= 4; dx++) {
        const x = cx + dx;
        const y = cy + dy;
        const ring = Math.max(Math.abs(dx), Math.abs(dy));
        if (x >= 0 && x < size && y >= 0 && y < size) set(x, y, ring !== 2 && ring !== 4);
      }
    }
  }
  if (version >= 2) {
    const c = size - 7;
    for (let dy = -2; dy <= 2; dy++) {
      for (let dx = -2; dx <= 2; dx++) set(c + dx, c + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
    }
  }
  drawFormatBits(size, 0, set);
}

/** Format information: level and mask with a BCH(15,5) check, written twice around the finder patterns. */
function drawFormatBits(size: number, mask: number, set: (x: number, y: number, dark: boolean) => void): void {
  const data = (LEVEL_M_FORMAT_BITS << 3) | mask;
  let remainder = data;
  for (let i = 0; i < 10; i++) remainder = (remainder << 1) ^ ((remainder >>> 9) * 0x537);
  const bits = ((data << 10) | remainder) ^ 0x5412;
  const bit = (i: number) => ((bits >>> i) & 1) === 1;
  for (let i = 0; i <= 5; i++) set(8, i, bit(i));
  set(8, 7, bit(6));
  set(8, 8, bit(7));
  set(7, 8, bit(8));
  for (let i = 9; i < 15; i++) set(14 - i, 8, bit(i));
  for (let i = 0; i < 8; i++) set(size - 1 - i, 8, bit(i));
  for (let i = 8; i < 15; i++) set(8, size - 15 + i, bit(i));
  set(8, size - 8, true);
}

/** Places codeword bits in the two-column zigzag from the bottom-right corner, skipping the vertical timing column. */
function drawCodewords(size: number, codewords: readonly number[], modules: Grid, reserved: Grid): void {
  let i = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    const upward = ((right + 1) & 2) === 0;
    for (let step = 0; step < size; step++) {
      const y = upward ? size - 1 - step : step;
      for (const x of [right, right - 1]) {
        if (reserved[y]![x] || i >= codewords.length * 8) continue;
        modules[y]![x] = ((codewords[i >>> 3]! >>> (7 - (i & 7))) & 1) === 1;
        i++;
      }
    }
  }
}

function withMask(size: number, mask: number, modules: Grid, reserved: Grid): Grid {
  const result = modules.map((row, y) => row.map((dark, x) => (reserved[y]![x] ? dark : dark !== MASKS[mask]!(x, y))));
  drawFormatBits(size, mask, (x, y, dark) => {
    result[y]![x] = dark;
  });
  return result;
}

/** Encodes text (as UTF-8 bytes) into a QR code matrix, `true` for dark modules, row by row, without quiet zone. */
export function encodeQr(text: string): boolean[][] {
  const payload = new TextEncoder().encode(text);
  const version = ECC_PER_BLOCK.findIndex((_, i) => dataCodewords(i + 1) * 8 >= 12 + payload.length * 8) + 1;
  if (version === 0) throw new RangeError(`QR payload of ${payload.length} bytes exceeds version 6 capacity`);
  const size = version * 4 + 17;
  const modules: Grid = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const reserved: Grid = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  drawFunctionPatterns(size, version, modules, reserved);
  drawCodewords(size, interleave(dataBytes(payload, version), version), modules, reserved);
  const candidates = MASKS.map((_, mask) => withMask(size, mask, modules, reserved));
  const penalties = candidates.map(qrPenalty);
  return candidates[penalties.indexOf(Math.min(...penalties))]!;
}
