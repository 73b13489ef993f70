// WOFF → plain TrueType. fontkit reads WOFF, but inflates a whole compressed table again
// for every glyph it reads (seconds per document for the CJK chunks); handing it the
// uncompressed font instead makes subsetting fast. Uses the web-standard
// DecompressionStream, which browsers and Node (18+) both have.

const WOFF_SIGNATURE = 0x774f4646; // "wOFF"
const HEADER = 44;
const ENTRY = 20;

async function inflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data.slice()]).stream().pipeThrough(new DecompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The sfnt (TrueType/OpenType) font inside a WOFF 1.0 file; other input is returned as is. */
export async function woffToSfnt(woff: Uint8Array): Promise<Uint8Array> {
  const src = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (woff.byteLength < HEADER || src.getUint32(0) !== WOFF_SIGNATURE) return woff;
  const flavor = src.getUint32(4);
  const numTables = src.getUint16(12);
  const tables = await Promise.all(
    Array.from({ length: numTables }, async (_, i) => {
      const e = HEADER + i * ENTRY;
      const offset = src.getUint32(e + 4);
      const compLength = src.getUint32(e + 8);
      const origLength = src.getUint32(e + 12);
      const raw = woff.subarray(offset, offset + compLength);
      const data = compLength < origLength ? await inflate(raw) : raw;
      if (data.byteLength !== origLength) throw new Error("woff: a table has the wrong length");
      return { tag: src.getUint32(e), checksum: src.getUint32(e + 16), data };
    }),
  );
  const pad4 = (n: number) => (n + 3) & ~3;
  const dirSize = 12 + 16 * numTables;
  const total = tables.reduce((n, t) => n + pad4(t.data.byteLength), dirSize);
  const out = new Uint8Array(total);
  const dst = new DataView(out.buffer);
  const pow2 = 2 ** Math.floor(Math.log2(numTables));
  dst.setUint32(0, flavor);
  dst.setUint16(4, numTables);
  dst.setUint16(6, pow2 * 16);
  dst.setUint16(8, Math.log2(pow2));
  dst.setUint16(10, numTables * 16 - pow2 * 16);
  let at = dirSize;
  tables.forEach((t, i) => {
    const r = 12 + 16 * i;
    dst.setUint32(r, t.tag);
    dst.setUint32(r + 4, t.checksum);
    dst.setUint32(r + 8, at);
    dst.setUint32(r + 12, t.data.byteLength);
    out.set(t.data, at);
    at += pad4(t.data.byteLength);
  });
  return out;
}
