/**
 * The packed binary's real stderr, not only the in-process guard (tests/cli/hostile-text.test.ts):
 * hostile bytes in a payload reach the terminal escaped, never as an escape sequence.
 */
import { describe, expect, it } from 'vitest';
import { oneLineFailure } from '../../support/cli/cli-failure.ts';
import { runHuddle } from '../../support/package/run-huddle.ts';

const OSC_TITLE = '\u001b]0;PWNED\u0007';

describe('huddle decode with hostile payloads (the packed binary)', () => {
  it('escapes the raw bytes the JSON parser quotes (printf "\\x1b]0;PWNED\\x07{" | huddle decode)', async () => {
    const run = await runHuddle(['decode'], { stdin: `${OSC_TITLE}{` });
    const line = oneLineFailure(run);
    for (const raw of ['\u001b', '\u0007', '\u009b', '\u009d']) expect(run.stderr).not.toContain(raw);
    // The library quotes the input JSON-style (\u001b), and the command escapes that backslash.
    expect(line).toContain('"\\\\u001b]0;PWNED\\\\u0007{"');
  });
});
