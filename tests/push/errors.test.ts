/** The payload errors of the push layer (src/push/errors/): what they say and what they are. */
import { describe, expect, it } from 'vitest';
import { aps, DecodeError, decode, EncodeError, HuddleError, PayloadTooLargeError } from '../../src/push/index.ts';
import * as toastEntry from '../../src/push/toast/index.ts';
import { expectDecodeError } from '../support/expect/expect-decode-error.ts';
import { thrown } from '../support/expect/thrown.ts';

describe('payload errors', () => {
  it('name the platform, the field and the reason in their message', () => {
    const decoding = new DecodeError('aps', 'aps.alert.body', 'missing');
    expect(decoding.message).toBe('aps payload, aps.alert.body: missing');
    expect(new DecodeError(null, 'payload', 'neither platform').message).toBe(
      'push payload, payload: neither platform',
    );
    expect(new EncodeError('toast', 'message', 'a control character').message).toBe(
      'toast payload, message: a control character',
    );
  });

  it('are HuddleErrors, each with its own name', () => {
    const tooLarge = new PayloadTooLargeError('data', 4097, 4096);
    expect(tooLarge).toBeInstanceOf(EncodeError);
    expect(tooLarge).toBeInstanceOf(HuddleError);
    expect(tooLarge).toMatchObject({ name: 'PayloadTooLargeError', platform: 'data', field: 'payload', size: 4097 });
    expect(tooLarge.message).toBe('data payload, payload: 4097 bytes, over the limit of 4096 bytes');
    expect(new DecodeError('aps', 'f', 'r')).toBeInstanceOf(HuddleError);
    expect([new DecodeError('aps', 'f', 'r').name, new EncodeError('aps', 'f', 'r').name]).toEqual([
      'DecodeError',
      'EncodeError',
    ]);
  });

  it('are the same classes from huddle/push and huddle/push/toast', () => {
    expect(toastEntry.DecodeError).toBe(DecodeError);
    expect(toastEntry.EncodeError).toBe(EncodeError);
    expect(toastEntry.PayloadTooLargeError).toBe(PayloadTooLargeError);
    expectDecodeError(() => toastEntry.decode(42), { platform: null });
  });

  it('say when truncate: true would fit an over-long message, and not when nothing would', () => {
    const long = thrown(() => aps.encode({ message: 'x'.repeat(5000) })) as PayloadTooLargeError;
    expect(long).toMatchObject({ truncatable: true });
    expect(long.message).toMatch(/over the limit of 4096 bytes; truncate: true shortens the message to fit$/);
    const crowded = { message: 'x', title: 'y'.repeat(5000) };
    const tooMuch = thrown(() => aps.encode(crowded, { truncate: true })) as PayloadTooLargeError;
    expect(tooMuch).toMatchObject({ name: 'PayloadTooLargeError', truncatable: false });
    expect(tooMuch.message).not.toContain('truncate');
  });

  it('quote malformed input JSON-style, so a line break or quote in it leaves no quote open', () => {
    for (const [input, quoted] of [
      ['nope\nmore', '"nope\\nmore"'],
      ['ab"c\nd', '"ab\\"c\\nd"'],
    ] as const) {
      const error = thrown(() => decode(input)) as DecodeError;
      expect(error).toBeInstanceOf(DecodeError);
      expect(error.message.split('\n')).toHaveLength(1);
      expect(error.message).toContain(`${quoted} is not valid JSON)`);
    }
  });
});
