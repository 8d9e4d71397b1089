/**
 * `huddle mock`'s declaration: its options and help. The routes come from the library's own
 * table, restated in library-names.ts.
 */
import { declareCommand } from '../../core/define-command.js';
import { datasetDeclarations } from '../../shared/dataset-options.js';
import { libraryRoutes, pushPlatformNames } from '../../shared/library-names.js';
import { CLOCK_MODES } from './clock-mode.js';

/** Where `huddle mock` listens unless told. */
const DEFAULT_PORT = 4010;

/** `huddle mock`. */
export const mockDeclaration = declareCommand({
  name: 'mock',
  summary: 'serve the mock API on a local port (for a device, a browser or huddle query)',
  description: `
Serves every endpoint of the service from a deterministic dataset (the same seed
gives the same records), with the query engine applying fs and s as the service
would. Pages on a loopback origin (http://localhost:5173, http://127.0.0.1:3000)
may call it across origins; other pages may not drive it (403 on ${libraryRoutes.mockPrefix}/*, writes
and preflights), nor read its answers, and a Host that is not localhost, an IP
address or allowed is refused (DNS rebinding). Prints the base URL, the push call's
path and an example query, then one line per request (time, method, path, status,
milliseconds). Ctrl-C or SIGTERM stops it (exit code 0).

Without --clock, the season is seen after its last game. With --clock, it plays out:
every answer is as of the mock's clock (scores, game states, drives so far, standings
after finals), and as the clock moves, each kickoff, score, close game, overtime, final,
news story and injury report is pushed to the devices whose groups take it. A device
registers its platform and receives its pushes as Server-Sent Events at
GET ${libraryRoutes.stream}?platform=${pushPlatformNames.join('|')} (see huddle listen); POST
${libraryRoutes.clock} with {"advance": "15m"} or {"set": TIMESTAMP} moves the clock by hand.

With --proxy URL, it serves nothing itself: every request to one of the service's
endpoints goes to the service at URL as it came (headers, Authorization included)
and its answer comes back unchanged. Each 200 answer of a query is checked against
the model, and each place it does not fit is printed after the request's line:
"drift" with the JSON path and the value found. With --record DIR too, the answers
and their records are written to DIR (never a header, nor a query parameter but fs
and s), and huddle mock --dataset DIR serves them: a recorded query gets its
recorded answer byte for byte, any other is answered over the recorded records.

With --latitude, it serves the forms the spec leaves open, as the real service may:
some pagers {} and some with null members, nulls where the spec says a value is
nullable, and timestamps in every offset form (Z, +hh:mm, -hh) at the same instant.
The same request gets the same answer (seed 1); filters still hold.`,
  options: {
    port: {
      type: 'integer',
      value: 'N',
      range: [0, 65_535],
      default: DEFAULT_PORT,
      description: 'port to listen on; 0 picks a free one',
    },
    host: {
      type: 'string',
      value: 'ADDR',
      default: '127.0.0.1',
      description: 'interface; 0.0.0.0 for every interface, to reach it from a phone on the same network',
    },
    ...datasetDeclarations,
    latency: { type: 'integer', value: 'MS', default: 0, description: 'milliseconds every answer waits' },
    latitude: {
      type: 'boolean',
      description: 'serve the forms the spec leaves open: {} pagers, nullable nulls, every timestamp offset',
    },
    clock: {
      type: 'string',
      value: 'MODE',
      choices: CLOCK_MODES,
      description:
        'play the season out: manual (the clock moves only when told), realtime, or fast (10 minutes of league time per second)',
    },
    start: {
      type: 'string',
      value: 'TIME',
      description: 'where the clock starts (default: just before the first kickoff)',
    },
    proxy: {
      type: 'string',
      value: 'URL',
      description: 'pass every request to the service at URL, and print where its answers drift from the model',
    },
    record: {
      type: 'string',
      value: 'DIR',
      description: 'with --proxy: record the answers and their records into DIR (made if need be; added to)',
    },
    dataset: {
      type: 'string',
      value: 'DIR',
      description: 'serve a recording made with --record: recorded queries as recorded, others over its records',
    },
    'allowed-origin': {
      type: 'string',
      value: 'ORIGIN',
      repeatable: true,
      description: 'another origin whose pages may call it, such as http://192.168.1.20:5173',
    },
    'allowed-host': {
      type: 'string',
      value: 'HOST',
      repeatable: true,
      description: 'another name it answers to, such as mybox.lan, or .example.test for a domain and its subdomains',
    },
  },
  examples: [
    'huddle mock',
    'huddle mock --host 0.0.0.0 --port 8080 --seed 7',
    'huddle mock --clock fast',
    'huddle mock --latitude',
    'huddle mock --proxy https://staging.example.com --record recordings/week-1',
    'huddle mock --dataset recordings/week-1',
    'huddle query games --take 3 --base-url http://127.0.0.1:4010',
  ],
});
