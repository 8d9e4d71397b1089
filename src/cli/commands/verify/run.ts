/**
 * `huddle verify`: `verifyService` of `huddle/contract` against a server, one line per rule, the
 * least failing query of each failed rule, and the report as JSON with `--json`.
 */
import { quoteText, type RuleResult, type VerifyReport, verifyService } from '../../../contract/index.js';
import type { ResourceName } from '../../../index.js';
import type { CliContext } from '../../core/context.js';
import type { CommandRun } from '../../core/declaration.js';
import { UsageError } from '../../core/errors/cli-error.js';
import { escapeText, jsonText } from '../../output/escape.js';
import { progressBar } from '../../output/progress.js';
import { type Style, styleFor } from '../../output/style.js';
import { contractRuleNames } from '../../shared/library-names.js';
import type { verifyDeclaration } from './declaration.js';

const MARKS = { passed: '✓', failed: '✗', skipped: '-' } as const satisfies Record<RuleResult['status'], string>;

/** The lines of one rule: its mark, name and count; for a failure, what shows it. */
export function ruleLines(result: RuleResult, width: number, style: Style): string[] {
  const paint = { passed: style.green, failed: style.red, skipped: style.dim }[result.status];
  const count =
    result.status === 'skipped'
      ? `skipped: ${result.reason}`
      : `${result.checked} ${result.checked === 1 ? 'query' : 'queries'}`;
  const lines = [
    `${paint(MARKS[result.status])} ${style.bold(result.rule.padEnd(width))}  ${count}  ${style.dim(result.title)}`,
  ];
  if (result.status !== 'skipped' && result.reason !== undefined) lines.push(`    ${style.yellow(result.reason)}`);
  const failure = result.failure;
  if (failure !== undefined) {
    const row = (label: string, value: string) => lines.push(`    ${style.dim(label.padEnd(8))} ${escapeText(value)}`);
    row('what', failure.resource === null ? failure.message : `${failure.resource}: ${failure.message}`);
    if (failure.request.fs !== null) row('fs', failure.request.fs);
    if (failure.request.s !== null) row('s', failure.request.s);
    row('url', `${failure.request.method} ${failure.request.url}`);
    row('expected', failure.expected);
    row('found', failure.found);
    if (failure.spec !== null) row('spec', quoteText(failure.spec));
  }
  return lines;
}

/** The summary line after the rules. */
function summary(report: VerifyReport, style: Style): string {
  const count = (status: RuleResult['status']) => report.rules.filter((rule) => rule.status === status).length;
  const parts = [`${count('passed')} passed`, `${count('failed')} failed`];
  if (count('skipped') > 0) parts.push(`${count('skipped')} skipped`);
  const verdict = report.ok
    ? style.green('the server keeps the contract')
    : style.red('the server breaks the contract');
  const lines = [
    `${verdict}: ${parts.join(', ')} · ${report.requests} requests · seed ${report.seed}, ${report.runs} runs`,
  ];
  if (report.emptyResources.length > 0)
    lines.push(style.yellow(`no records to check in: ${report.emptyResources.join(', ')}`));
  if (report.budgetSpent)
    lines.push(style.yellow('the request budget ran out (--budget): some queries were left unchecked'));
  return lines.join('\n');
}

/** `huddle verify`, once its arguments are read: loaded only when it runs. */
export const run: CommandRun<typeof verifyDeclaration.options> = async (context: CliContext, { values }) => {
  const style = styleFor(context.env, context.stdout);
  const token = values.token ?? context.env.HUDDLE_TOKEN;
  if (values.push && (token === undefined || token === '')) {
    throw new UsageError('--push checks the push call, which needs a token: pass --token T or set HUDDLE_TOKEN');
  }
  const rules = values.rule.length > 0 ? values.rule : undefined;
  const progress = values.json ? { update() {}, finish() {} } : progressBar(context.stderr, 'verify');
  let done = 0;
  const report = await verifyService({
    baseUrl: values['base-url'],
    ...(values['push-base-url'] === undefined ? {} : { pushBaseUrl: values['push-base-url'] }),
    ...(token === undefined || token === '' ? {} : { token }),
    push: values.push,
    seed: values.seed,
    runs: values.runs,
    concurrency: values.concurrency,
    budget: values.budget,
    ...(rules === undefined ? {} : { rules }),
    // Checked by verifyService, which names a resource it does not know.
    ...(values.resource.length > 0 ? { resources: values.resource as readonly ResourceName[] } : {}),
    onRule: () => progress.update(++done, rules?.length ?? contractRuleNames.length),
  });
  progress.finish();
  if (values.json) {
    context.stdout.write(`${jsonText(report, 2)}\n`);
  } else {
    const width = Math.max(...report.rules.map((rule) => rule.rule.length));
    const lines = report.rules.flatMap((rule) => ruleLines(rule, width, style));
    context.stdout.write(
      `${style.bold('huddle verify')} ${escapeText(report.baseUrl)}\n${lines.join('\n')}\n\n${summary(report, style)}\n`,
    );
  }
  return report.ok ? 0 : 1;
};
