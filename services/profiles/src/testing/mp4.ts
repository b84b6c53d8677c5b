/** Bytes of hand-made MP4 boxes for the video header tests: a big-endian 32- and 64-bit number, and a box of a type around its payload. */
export const u32 = (n: number): Buffer => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

export const u64 = (n: bigint): Buffer => {
  const b = Buffer.alloc(8);
  b.writeBigUInt64BE(n);
  return b;
};

export const box = (type: string, ...body: Buffer[]): Buffer => {
  const payload = Buffer.concat(body);
  return Buffer.concat([u32(8 + payload.length), Buffer.from(type, 'latin1'), payload]);
};
