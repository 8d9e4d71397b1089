/**
 * Identifiers: UUID-shaped strings, as the spec describes them. Each kind of record draws from
 * its own numbered sequence, and the mapping from (kind, number) to UUID is injective, so two
 * records never share an id.
 */
import { hashString, mix32 } from './random.js';

/** Character codes of the hexadecimal digits. */
const HEX_CODES = Array.from('0123456789abcdef', (digit) => digit.charCodeAt(0));
const DASH = 45;
const codes: number[] = new Array<number>(36).fill(DASH);

/** Writes a 32-bit word as 8 hex digits into `codes`, skipping the dash positions. */
function putWord(word: number, positions: readonly number[]): void {
  for (let k = 0; k < 8; k++) codes[positions[k] as number] = HEX_CODES[(word >>> (28 - 4 * k)) & 0xf] as number;
}

const W0 = [0, 1, 2, 3, 4, 5, 6, 7];
const W1 = [9, 10, 11, 12, 24, 25, 26, 27];
const W2 = [14, 15, 16, 17, 19, 20, 21, 22];
const W3 = [28, 29, 30, 31, 32, 33, 34, 35];

/**
 * A version-4-shaped UUID from two 32-bit words. Distinct pairs give distinct UUIDs: the first
 * two output words are a bijection of the pair (each step is invertible: `b` is recovered from
 * `w1` once `a` is, and `a` from `w0` and `w1`) and are written whole; the version and variant
 * bits are taken from the other two. Built from character codes, so the string is flat.
 */
function uuidFromWords(a: number, b: number): string {
  const w1 = mix32((b + mix32(a ^ 0x9e3779b9)) | 0);
  const w0 = mix32(a ^ w1);
  const w2 = mix32(w0 ^ ((w1 + 0x85ebca6b) | 0));
  const w3 = mix32(w2 ^ b ^ 0xc2b2ae35);
  const third = ((w2 >>> 16) & 0x0fff) | 0x4000;
  const fourth = (w2 & 0x3fff) | 0x8000;
  putWord(w0, W0);
  putWord(w1, W1);
  putWord(((third << 16) | fourth) >>> 0, W2);
  putWord(w3, W3);
  return String.fromCharCode.apply(null, codes);
}

/** Hands out the identifiers of one kind of record, in order. */
export class IdSequence {
  private count = 0;
  private readonly kind: number;

  /**
   * @param kind - The kind of record (`'game'`, `'drive'`, …).
   * @param namespace - Varies every id of the sequence; the dataset passes its seed.
   */
  constructor(kind: string, namespace: number) {
    this.kind = hashString(kind, namespace);
  }

  /** The next identifier. */
  next(): string {
    return uuidFromWords(this.kind, this.count++);
  }

  /** Passes over `count` identifiers, kept for records not written yet, so later ones keep theirs. */
  skip(count: number): void {
    this.count += count;
  }
}

/** A stable identifier for a named thing (a team, a stadium), the same for every seed. */
export function stableId(kind: string, name: string): string {
  return uuidFromWords(hashString(kind, 0x5eed), hashString(name, 0x7a11));
}
