/**
 * `npm run load`: the mock server under the full load of the reliability issue, 200 clients ×
 * 1,000 well-formed requests each, quiet and with 20 more clients sending hostile requests
 * throughout; prints the figures and a Markdown table. `--clients`, `--requests`,
 * `--hostile-clients`, `--rounds` change the shape.
 * The suite runs the same shape scaled down (tests/mock/load.test.ts).
 */
import { parseArgs } from 'node:util';
import { compareLoad } from './compare.ts';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '200' },
    requests: { type: 'string', default: '1000' },
    'hostile-clients': { type: 'string', default: '20' },
    rounds: { type: 'string', default: '1' },
  },
});
const options = {
  clients: Number(values.clients),
  requests: Number(values.requests),
  hostileClients: Number(values['hostile-clients']),
  rounds: Number(values.rounds),
};
console.log(`Node ${process.version}; ${JSON.stringify(options)}`);
const result = await compareLoad(options);
const { quiet, loaded } = result;
const row = (
  name: string,
  r: { count: number; p50: number; p90: number; p99: number; max: number },
  statuses: object,
) => `| ${name} | ${r.count} | ${r.p50} | ${r.p90} | ${r.p99} | ${r.max} | ${JSON.stringify(statuses)} |`;
/** The well-formed requests' p99 beside hostile clients, at most this many times a quiet run's. */
const P99_GOAL = 2;
const ratio = loaded.wellFormed.p99 / quiet.wellFormed.p99;
console.log('\n| run / kind | requests | p50 ms | p90 ms | p99 ms | max ms | answers |');
console.log('|---|---|---|---|---|---|---|');
console.log(row(`quiet, well-formed (${quiet.wallMs} ms)`, quiet.wellFormed, quiet.wellFormed.statuses));
console.log(row(`loaded, well-formed (${loaded.wallMs} ms)`, loaded.wellFormed, loaded.wellFormed.statuses));
for (const [kind, report] of Object.entries(loaded.kinds)) {
  if (report.hostile) console.log(row(`loaded, ${kind}`, report, report.statuses));
}
console.log(
  `\np99 loaded / quiet: ${ratio.toFixed(2)} (goal ≤ ${P99_GOAL}×: ${ratio <= P99_GOAL ? 'met' : 'missed'}) ` +
    `(rounds: quiet ${result.p99s.quiet.join(', ')}; loaded ${result.p99s.loaded.join(', ')})`,
);
console.log(
  `server RSS ${result.rssMb.before} → ${result.rssMb.after} MB; serving after: ${result.servingAfter}; wall ${result.wallMs} ms`,
);
