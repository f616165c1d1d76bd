import { describe, expect, it } from 'vitest';
import { removeMachOSignature, removePeSignature } from '../build/signatures.js';

const LC_SEGMENT_64 = 0x19;
const LC_CODE_SIGNATURE = 0x1d;

function segment(name: string, fileOffset: number, fileSize: number): Buffer {
  const command = Buffer.alloc(72);
  command.writeUInt32LE(LC_SEGMENT_64, 0);
  command.writeUInt32LE(72, 4);
  command.write(name, 8, 'latin1');
  command.writeBigUInt64LE(BigInt(Math.ceil(fileSize / 0x1000) * 0x1000), 32);
  command.writeBigUInt64LE(BigInt(fileOffset), 40);
  command.writeBigUInt64LE(BigInt(fileSize), 48);
  return command;
}

/** A Mach-O laid out as Node's: __TEXT, the signature's command, __LINKEDIT last, ending with the signature's bytes. */
function signedMachO(): Buffer {
  const signature = Buffer.alloc(16);
  signature.writeUInt32LE(LC_CODE_SIGNATURE, 0);
  signature.writeUInt32LE(16, 4);
  signature.writeUInt32LE(0x2000, 8);
  signature.writeUInt32LE(0x180, 12);
  const commands = Buffer.concat([segment('__TEXT', 0, 0x1000), signature, segment('__LINKEDIT', 0x1000, 0x1180)]);
  const header = Buffer.alloc(32);
  header.writeUInt32LE(0xfeedfacf, 0);
  header.writeUInt32LE(3, 16);
  header.writeUInt32LE(commands.length, 20);
  const binary = Buffer.alloc(0x2180, 0x11);
  Buffer.concat([header, commands]).copy(binary);
  binary.fill(0xaa, 0x2000);
  return binary;
}

function signedPe(): Buffer {
  const binary = Buffer.alloc(0x400 + 0x98);
  binary.write('MZ', 0, 'latin1');
  binary.writeUInt32LE(0x80, 0x3c);
  binary.write('PE\0\0', 0x80, 'latin1');
  binary.writeUInt16LE(0x20b, 0x98);
  binary.writeUInt32LE(0x400, 0x98 + 144);
  binary.writeUInt32LE(0x98, 0x98 + 148);
  binary.fill(0xaa, 0x400);
  return binary;
}

describe("taking Node's signature off before the application is injected", () => {
  it('removes a Mach-O signature as codesign --remove-signature does: its command, its bytes, and __LINKEDIT shrunk to match', () => {
    const unsigned = removeMachOSignature(signedMachO());
    expect(unsigned.length).toBe(0x2000);
    expect(unsigned.readUInt32LE(16)).toBe(2);
    expect(unsigned.readUInt32LE(20)).toBe(144);
    expect(unsigned.toString('latin1', 32 + 72 + 8, 32 + 72 + 18)).toBe('__LINKEDIT');
    const linkEdit = 32 + 72;
    expect(unsigned.readBigUInt64LE(linkEdit + 48)).toBe(0x1000n);
    expect(unsigned.readBigUInt64LE(linkEdit + 32)).toBe(0x1000n);
    expect(unsigned.subarray(32 + 144, 32 + 160).every((byte) => byte === 0)).toBe(true);
    expect(removeMachOSignature(unsigned)).toEqual(unsigned);
  });

  it('refuses what it cannot take a signature off safely', () => {
    expect(() => removeMachOSignature(signedPe())).toThrow('not a thin 64-bit');
    const notAtTheEnd = signedMachO();
    notAtTheEnd.writeUInt32LE(0x1000, 32 + 72 + 8);
    expect(() => removeMachOSignature(notAtTheEnd)).toThrow('not at the end');
    expect(() => removePeSignature(signedMachO())).toThrow('not a PE binary');
    const padded = Buffer.concat([signedPe(), Buffer.alloc(8)]);
    expect(() => removePeSignature(padded)).toThrow('not at the end');
  });

  it("removes a PE certificate table: the directory entry cleared and the file ending where the table began", () => {
    const unsigned = removePeSignature(signedPe());
    expect(unsigned.length).toBe(0x400);
    expect(unsigned.readUInt32LE(0x98 + 144)).toBe(0);
    expect(unsigned.readUInt32LE(0x98 + 148)).toBe(0);
    expect(removePeSignature(unsigned)).toEqual(unsigned);
  });
});
