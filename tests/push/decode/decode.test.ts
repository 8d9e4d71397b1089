/** safeDecode: decode's result or its DecodeError, from both entries. */
import { describe, expect, it } from 'vitest';
import { safely } from '../../../src/push/decode/decode.ts';
import { safeDecode as safeDecodeJson } from '../../../src/push/index.ts';
import { DecodeError, safeDecode, toast } from '../../../src/push/toast/index.ts';

const gameEnd = { type: 'teamAlertGameEnd', more: { gameId: '0042' } } as const;

describe.each([
  ['huddle/push', safeDecodeJson],
  ['huddle/push/toast', safeDecode],
])('safeDecode of %s', (_, safe) => {
  it('gives ok and the decoded push for a payload it reads', () => {
    const result = safe({ message: { token: 't', data: { message: 'Final', extras: JSON.stringify(gameEnd) } } });
    expect(result).toEqual({
      ok: true,
      push: {
        platform: 'data',
        source: 'fcm-v1',
        message: 'Final',
        title: null,
        extras: gameEnd,
        notification: gameEnd,
        problems: [],
      },
    });
  });

  it('gives the DecodeError, naming the field, instead of throwing it', () => {
    const result = safe({ message: { data: { message: 7 } } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBeInstanceOf(DecodeError);
    expect(result.error).toMatchObject({ field: 'message.data.message', reason: 'expected a string, found number' });
  });

  it('gives the shapes tried for a payload of no known shape', () => {
    const result = safe({ message: 'text' });
    expect(result).toMatchObject({
      ok: false,
      error: { reason: expect.stringMatching(/^no known shape: (?:.+, )?aps \(no aps\), /) },
    });
  });
});

describe('safeDecode and toast XML', () => {
  const xml = toast.encode({ message: 'Final', title: 'NE wins', extras: gameEnd });

  it('reads it from huddle/push/toast', () => {
    expect(safeDecode(xml)).toMatchObject({ ok: true, push: { source: 'toast', message: 'Final', title: 'NE wins' } });
  });

  it('refuses it from huddle/push, naming huddle/push/toast', () => {
    expect(safeDecodeJson(xml)).toMatchObject({
      ok: false,
      error: { reason: expect.stringContaining('huddle/push/toast') },
    });
  });
});

describe('safely, under both safeDecodes', () => {
  it('throws what is not a DecodeError: a bug is no bad payload', () => {
    const bug = new TypeError('a bug');
    const safe = safely(() => {
      throw bug;
    });
    expect(() => safe({})).toThrow(bug);
  });

  it('gives a DecodeError thrown by the reader', () => {
    const refused = new DecodeError('aps', 'aps.alert', 'missing');
    expect(
      safely(() => {
        throw refused;
      })({}),
    ).toEqual({ ok: false, error: refused });
  });
});
