/**
 * Test files that change modules for themselves (`vi.mock`, `vi.doMock`, `vi.resetModules`, a row
 * added to a shared table, a global or `process.env` set): each gets a fresh module graph.
 * tests/suite/isolation.test.ts finds every such file and fails unless it is listed here.
 */
export const needsOwnModules: readonly string[] = [
  'tests/client/explain-unavailable.test.ts',
  'tests/client/linked-signal.test.ts',
  'tests/client/react-native.test.ts',
  'tests/errors/http-error.test.ts',
  'tests/errors/huddle-error.test.ts',
  'tests/errors/request-error.test.ts',
  'tests/examples/preferences-page.test.ts',
  'tests/examples/scoreboard.test.ts',
  'tests/mock/live/group-kind-table.test.ts',
  'tests/push/codecs/senders.test.ts',
  'tests/push/one-platform.test.ts',
  'tests/resources/one-row.test.ts',
];
