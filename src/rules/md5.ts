/**
 * MD5 (RFC 1321) of a text's UTF-8 bytes, as 32 lower-case hex digits: the hash CONFIG-06 builds the device id with.
 * Web Crypto has no MD5, and the device id is an identifier, not a secret, so a small pure implementation serves
 * (decision 0411). Pure: no platform API, the same answer in the browser and in Node.
 */

/** Per-round left-rotation amounts (RFC 1321 §3.4). */
const SHIFTS = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];
/** K[i] = floor(abs(sin(i + 1)) * 2^32), computed once; the spec tabulates the same values. */
const K = Array.from({ length: 64 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 0x1_0000_0000) >>> 0);

function utf8(text: string): number[] {
  const bytes: number[] = [];
  for (const ch of text) {
    let cp = ch.codePointAt(0)!;
    // A lone surrogate is not a character: encoded as U+FFFD, as TextEncoder does.
    if (cp >= 0xd800 && cp <= 0xdfff) cp = 0xfffd;
    if (cp < 0x80) bytes.push(cp);
    else if (cp < 0x800) bytes.push(0xc0 | (cp >> 6), 0x80 | (cp & 63));
    else if (cp < 0x10000) bytes.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
    else bytes.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
  }
  return bytes;
}

/** A 32-bit word as its four bytes, least significant first (RFC 1321 §2). */
const le32 = (n: number): number[] => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];

export function md5(text: string): string {
  const bytes = utf8(text);
  const bitLength = bytes.length * 8;
  // Padding: a 1 bit, zeros to 56 mod 64 bytes, then the length in bits as a 64-bit little-endian number.
  bytes.push(0x80);
  while (bytes.length % 64 !== 56) bytes.push(0);
  // The high word is non-zero only from 512 MiB of text on, far past any text a test (or a device id) hashes.
  // Stryker disable next-line ArithmeticOperator: below 2^32 bits both the quotient and the product give a zero word
  bytes.push(...le32(bitLength), ...le32(Math.floor(bitLength / 0x1_0000_0000)));

  let a0 = 0x67452301;
  let b0 = 0xefcdab89;
  let c0 = 0x98badcfe;
  let d0 = 0x10325476;
  for (let block = 0; block < bytes.length; block += 64) {
    const m = Array.from({ length: 16 }, (_, w) => {
      const o = block + w * 4;
      return bytes[o]! | (bytes[o + 1]! << 8) | (bytes[o + 2]! << 16) | (bytes[o + 3]! << 24);
    });
    let a = a0;
    let b = b0;
    let c = c0;
    let d = d0;
    for (let i = 0; i < 64; i += 1) {
      const round = i >> 4;
      const f = round === 0 ? (b & c) | (~b & d) : round === 1 ? (d & b) | (~d & c) : round === 2 ? b ^ c ^ d : c ^ (b | ~d);
      const g = round === 0 ? i : round === 1 ? (5 * i + 1) % 16 : round === 2 ? (3 * i + 5) % 16 : (7 * i) % 16;
      const sum = (a + f + K[i]! + m[g]!) | 0;
      const s = SHIFTS[round * 4 + (i % 4)]!;
      a = d;
      d = c;
      c = b;
      b = (b + ((sum << s) | (sum >>> (32 - s)))) | 0;
    }
    a0 = (a0 + a) | 0;
    b0 = (b0 + b) | 0;
    c0 = (c0 + c) | 0;
    d0 = (d0 + d) | 0;
  }
  let hex = '';
  for (const word of [a0, b0, c0, d0]) for (let i = 0; i < 4; i += 1) hex += ((word >>> (8 * i)) & 0xff).toString(16).padStart(2, '0');
  return hex;
}
