/**
 * Node's own binaries are signed by the Node.js project; the application injected into them would leave a signature
 * that no longer matches. These take the signature off, as `codesign --remove-signature` and `signtool remove` do,
 * on a machine without Apple's or Microsoft's tools.
 */
const MH_MAGIC_64 = 0xfeedfacf;
const LC_SEGMENT_64 = 0x19;
const LC_CODE_SIGNATURE = 0x1d;
const HEADER_SIZE = 32;
const PAGE = 0x1000;

/**
 * A 64-bit Mach-O: macOS refuses a binary whose signature does not match. Unsigned, an x86-64 program runs on an
 * Intel Mac and under Rosetta; a Mac can sign it ad hoc.
 */
export function removeMachOSignature(binary: Buffer): Buffer<ArrayBuffer> {
  if (binary.readUInt32LE(0) !== MH_MAGIC_64) throw new Error('not a thin 64-bit little-endian Mach-O binary');
  const commandCount = binary.readUInt32LE(16);
  const commandsSize = binary.readUInt32LE(20);
  let signature: { at: number; size: number; dataOffset: number; dataSize: number } | null = null;
  let linkEdit: number | null = null;
  for (let i = 0, at = HEADER_SIZE; i < commandCount; i++) {
    const command = binary.readUInt32LE(at);
    const size = binary.readUInt32LE(at + 4);
    if (command === LC_CODE_SIGNATURE) signature = { at, size, dataOffset: binary.readUInt32LE(at + 8), dataSize: binary.readUInt32LE(at + 12) };
    if (command === LC_SEGMENT_64 && binary.toString('latin1', at + 8, at + 24).replace(/\0+$/, '') === '__LINKEDIT') linkEdit = at;
    at += size;
  }
  if (!signature) return Buffer.from(binary);
  if (linkEdit === null) throw new Error('the Mach-O binary has a signature but no __LINKEDIT segment');
  const linkEditOffset = Number(binary.readBigUInt64LE(linkEdit + 40));
  const linkEditSize = Number(binary.readBigUInt64LE(linkEdit + 48));
  // The file is cut where the signature starts, so nothing may follow it.
  const signatureEnd = signature.dataOffset + signature.dataSize;
  if (signatureEnd !== linkEditOffset + linkEditSize || signatureEnd !== binary.length) throw new Error('the Mach-O signature is not at the end of __LINKEDIT');
  const result = Buffer.from(binary.subarray(0, signature.dataOffset));
  // The load commands after the signature's move up over it, and its old place at the end is cleared.
  const commandsEnd = HEADER_SIZE + commandsSize;
  result.copy(result, signature.at, signature.at + signature.size, commandsEnd);
  result.fill(0, commandsEnd - signature.size, commandsEnd);
  result.writeUInt32LE(commandCount - 1, 16);
  result.writeUInt32LE(commandsSize - signature.size, 20);
  const movedLinkEdit = linkEdit > signature.at ? linkEdit - signature.size : linkEdit;
  const fileSize = signature.dataOffset - linkEditOffset;
  result.writeBigUInt64LE(BigInt(fileSize), movedLinkEdit + 48);
  result.writeBigUInt64LE(BigInt(Math.ceil(fileSize / PAGE) * PAGE), movedLinkEdit + 32);
  return result;
}

const PE32_PLUS = 0x20b;
/** The certificate table is the fifth of the optional header's data directories, which start 112 bytes in (PE32+). */
const CERTIFICATE_DIRECTORY = 112 + 4 * 8;

/** A PE32+ (64-bit Windows) binary: Windows runs it unsigned; a signature that does not match only reads as damaged. */
export function removePeSignature(binary: Buffer): Buffer<ArrayBuffer> {
  const pe = binary.readUInt32LE(0x3c);
  if (binary.toString('latin1', pe, pe + 4) !== 'PE\0\0') throw new Error('not a PE binary');
  const optionalHeader = pe + 24;
  if (binary.readUInt16LE(optionalHeader) !== PE32_PLUS) throw new Error('not a 64-bit PE binary');
  const offset = binary.readUInt32LE(optionalHeader + CERTIFICATE_DIRECTORY);
  const size = binary.readUInt32LE(optionalHeader + CERTIFICATE_DIRECTORY + 4);
  if (size === 0) return Buffer.from(binary);
  if (offset + size !== binary.length) throw new Error('the PE certificate table is not at the end of the file');
  const result = Buffer.from(binary.subarray(0, offset));
  result.writeUInt32LE(0, optionalHeader + CERTIFICATE_DIRECTORY);
  result.writeUInt32LE(0, optionalHeader + CERTIFICATE_DIRECTORY + 4);
  return result;
}
