/** Multiplies in GF(2^8) modulo the QR code's field polynomial x^8 + x^4 + x^3 + x^2 + 1. */
function multiply(x: number, y: number): number {
  let z = 0;
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z;
}

/** Coefficients of the generator polynomial (x - 2^0)(x - 2^1)...(x - 2^(degree-1)), leading 1 dropped. */
function generator(degree: number): number[] {
  const result = new Array<number>(degree).fill(0);
  result[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < degree; j++) {
      result[j] = multiply(result[j]!, root) ^ (j + 1 < degree ? result[j + 1]! : 0);
    }
    root = multiply(root, 0x02);
  }
  return result;
}

/** The `degree` error-correction codewords of one QR block: the remainder of data × x^degree divided by the generator. */
export function reedSolomonEcc(data: readonly number[], degree: number): number[] {
  const divisor = generator(degree);
  const remainder = new Array<number>(degree).fill(0);
  for (const byte of data) {
    const factor = byte ^ remainder.shift()!;
    remainder.push(0);
    for (let i = 0; i < degree; i++) remainder[i] = remainder[i]! ^ multiply(divisor[i]!, factor);
  }
  return remainder;
}
