/**
 * The `code` of every error huddle throws, as ky's and Node's errors carry one: a stable string
 * to switch on, where a class name can be minified and a message reworded. Only string literals
 * here, so that `errors/` imports nothing above it. docs/client.md ("Codes") says which class
 * carries each and when; `tests/errors/codes.test.ts` keeps this list, the classes and that
 * table in step.
 */
export type HuddleErrorCode =
  // requests (RequestError and its subclasses)
  | 'ERR_HTTP'
  | 'ERR_BAD_REQUEST'
  | 'ERR_TIMEOUT'
  | 'ERR_NETWORK'
  | 'ERR_ABORTED'
  | 'ERR_RESPONSE_TOO_LARGE'
  // values refused before anything is sent
  | 'ERR_ARGUMENT'
  | 'ERR_VALIDATION'
  | 'ERR_GROUP_NAME'
  | 'ERR_TOKEN'
  | 'ERR_ID'
  | 'ERR_TIMESTAMP'
  // what an entry needs of the runtime or the install
  | 'ERR_REQUIREMENT'
  // queries
  | 'ERR_FIELD_SELECTOR'
  | 'ERR_QUERY'
  | 'ERR_SELECTION_MASK'
  | 'ERR_UNKNOWN_FIELD'
  // push payloads and links
  | 'ERR_DECODE'
  | 'ERR_ENCODE'
  | 'ERR_PAYLOAD_TOO_LARGE'
  | 'ERR_DEEP_LINK'
  | 'ERR_DELIVERY'
  // the mock
  | 'ERR_MOCK_RECORD'
  | 'ERR_MOCK_RECORDING'
  | 'ERR_MOCK_CLOCK'
  | 'ERR_MOCK_PUSH'
  | 'ERR_MOCK_UNREACHABLE'
  | 'ERR_MOCK_REFUSED';
