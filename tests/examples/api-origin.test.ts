/**
 * The example pages send `Authorization: Bearer demo-token` with every request, to the API that
 * `?api=` in the page URL names: they follow it only to this machine (issue 37, #12).
 */
import { describe, expect, it } from 'vitest';
import { chooseApi } from '../../examples/preferences-page/src/api-origin.ts';

const fallback = 'http://127.0.0.1:4010';

describe('the example pages’ ?api=', () => {
  it('follows a loopback API: 127.0.0.0/8, localhost and [::1], over http or https', () => {
    for (const api of ['http://127.0.0.1:8080', 'http://127.1.2.3', 'https://localhost:4010', 'http://[::1]:4010']) {
      expect(chooseApi(`?api=${encodeURIComponent(api)}`, fallback)).toEqual({ url: api, refused: null });
    }
    expect(chooseApi('', fallback)).toEqual({ url: fallback, refused: null });
  });

  it('never hands the bearer to another origin: it refuses, says so, and uses the loopback default', () => {
    for (const api of [
      'https://evil.example',
      'http://127.0.0.1.evil.example',
      'http://localhost.evil.example:4010',
      'http://user@evil.example',
      'http://10.0.0.1:4010',
      'javascript:alert(1)',
      'file:///etc/passwd',
      '//evil.example',
      'not a url',
    ]) {
      const choice = chooseApi(`?api=${encodeURIComponent(api)}`, fallback);
      expect(choice.url, api).toBe(fallback);
      expect(choice.refused, api).toContain(`Refused ?api=${api}`);
    }
  });
});
