/**
 * The docs' sections that restate a table of the source are generated from it (scripts/generate.ts,
 * checked by `npm run generate:check`), and are current: docs/push.md's detection order from the
 * receive shapes, docs/mock.md's table of what each league event sends from the routing table.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  contractRuleTable,
  detectionOrder,
  eventNotificationTable,
  resourceClientList,
  resourceNameList,
} from '../../scripts/doc-tables.ts';
import { withSection } from '../../scripts/markdown.ts';
import { ruleNames } from '../../src/contract/rules/rule-table.ts';
import { eventNotifications } from '../../src/mock/live/notification-rules.ts';
import { shapes } from '../../src/push/decode/shapes.ts';
import { resourceNames } from '../../src/resources/resource-table.ts';

const page = (name: string) => readFileSync(new URL(`../../docs/${name}`, import.meta.url), 'utf8');

describe('generated sections of the docs', () => {
  it('docs/push.md lists the detection order exactly as the shapes table tries them', () => {
    expect(withSection(page('push.md'), 'detection-order', detectionOrder())).toBe(page('push.md'));
    const lines = detectionOrder().split('\n');
    expect(lines).toHaveLength(shapes.length);
    lines.forEach((line, index) => {
      expect(line).toMatch(new RegExp(`^${index + 1}\\. .+: \`${shapes[index]?.[0]}\`[;.]$`));
    });
  });

  it('docs/mock.md shows what each league event sends exactly as the routing table says, one row per event', () => {
    expect(withSection(page('mock.md'), 'event-notifications', eventNotificationTable())).toBe(page('mock.md'));
    const rows = eventNotificationTable().split('\n').slice(2);
    expect(rows.map((row) => row.split('|')[1]?.trim())).toEqual(Object.keys(eventNotifications));
  });

  it('docs/contract.md lists every rule of the contract, in order, as contractRules says', () => {
    expect(withSection(page('contract.md'), 'rules', contractRuleTable())).toBe(page('contract.md'));
    const rows = contractRuleTable().split('\n').slice(2);
    expect(rows.map((row) => row.split('|')[1]?.trim())).toEqual(ruleNames.map((name) => `\`${name}\``));
  });

  it("docs/client.md names the client of every resource, in the resource table's order", () => {
    expect(withSection(page('client.md'), 'resource-clients', resourceClientList())).toBe(page('client.md'));
    expect([...resourceClientList().matchAll(/`client\.(\w+)`/g)].map(([, name]) => name)).toEqual(resourceNames);
  });

  it('docs/cli.md names every resource huddle query takes, and those with a by-id call (the endpoint table of the spec: /teams/{team_id}, /videos/{video_id}, /videos/assets/{job_id})', () => {
    expect(withSection(page('cli.md'), 'resource-names', resourceNameList())).toBe(page('cli.md'));
    const [all = '', byId = ''] = resourceNameList().split('; with an `id`, ');
    expect([...all.matchAll(/`(\w+)`/g)].map(([, name]) => name)).toEqual(resourceNames);
    expect([...byId.matchAll(/`(\w+)`/g)].map(([, name]) => name)).toEqual(['teams', 'videos', 'videoJobs']);
  });

  it('a page without the markers is refused, naming the section', () => {
    expect(() => withSection('# A page\n', 'detection-order', '1. x')).toThrow(/detection-order:start/);
    expect(withSection('a\n<!-- s:start (note) -->\nold\n<!-- s:end -->\nb', 's', 'new')).toBe(
      'a\n<!-- s:start (note) -->\nnew\n<!-- s:end -->\nb',
    );
  });
});
