/**
 * How deep verify reads an answer. A server may nest JSON a million levels deep in 6 MB: parsing
 * it builds a million objects, and a check that walks them overflows the stack, which read as a
 * contract failure with no request (`RangeError: Maximum call stack size exceeded`). An answer is
 * measured on its text first, in one pass that holds nothing, and one nested deeper than
 * {@link MAX_ANSWER_DEPTH} is never parsed: it is a finding that names its request.
 */
import type { AnswerTooDeepError } from './errors/answer-too-deep-error.js';
import type { ContractFinding } from './finding.js';

/**
 * The most levels of objects and arrays verify reads in an answer. The model's deepest answer
 * (an envelope of teams, their game stats, the game, its score) nests under 10; 64 leaves room
 * for any server that keeps the model, and stays far below what a recursive walk can take.
 */
export const MAX_ANSWER_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENING = new Set([0x5b, 0x7b]); // [ {
const CLOSING = new Set([0x5d, 0x7d]); // ] }

/**
 * Where a JSON text first opens its `limit + 1`th level of objects and arrays (the index of that
 * bracket), or `null` when it never does. Brackets in strings do not count. The text need not be
 * valid JSON: what is not is left to the parser.
 */
export function nestingPast(text: string, limit: number): number | null {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (OPENING.has(code)) {
      if (++depth > limit) return index;
    } else if (CLOSING.has(code)) depth--;
  }
  return null;
}

/** The finding for an answer too deep to read: about the request that drew it; it breaks no sentence of the spec. */
export function tooDeepFinding(resource: ContractFinding['resource'], error: AnswerTooDeepError): ContractFinding {
  const { method, url } = error.request;
  const query = new URL(url).searchParams;
  return {
    resource,
    message: `the answer nests deeper than ${error.limit} levels of objects and arrays, more than verify reads`,
    request: { method, url, fs: query.get('fs'), s: query.get('s') },
    expected: `JSON nested at most ${error.limit} levels deep`,
    found: `level ${error.limit + 1} opened at character ${error.at}`,
    spec: null,
  };
}
