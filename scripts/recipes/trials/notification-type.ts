/** The trial of "A notification type, or what a league event sends": a trade, announced to a team's fans. */
import type { RecipeTrial } from '../trial.ts';

export const notificationType: RecipeTrial = {
  heading: 'A notification type, or what a league event sends',
  placeholder: {},
  row: [
    {
      file: 'src/push/notifications.ts',
      after: "  relationalAlertGameOvertime: { parameter: 'gameId' },\n",
      insert: "  teamAlertTrade: { parameter: 'articleId' },\n",
    },
  ],
  rest: [
    {
      file: 'src/push/notifications.ts',
      after: "  relationalAlertGameOvertime: 'gameDetails',\n",
      insert: "  teamAlertTrade: 'article',\n",
    },
    {
      file: 'src/push/groups.ts',
      replace: "    delivers: ['breakingNews'],",
      with: "    delivers: ['breakingNews', 'teamAlertTrade'],",
    },
    {
      file: 'src/push/changes.ts',
      after: '  breakingNews: article,\n',
      insert: '  teamAlertTrade: article,\n',
    },
    {
      file: 'src/cli/shared/library-names.ts',
      after: '  relationalAlertGameOvertime: true,\n',
      insert: '  teamAlertTrade: true,\n',
    },
    {
      file: 'tests/fixtures/push/samples.ts',
      after: "    extras: { type: 'relationalAlertGameOvertime', more: { gameId: '0049' } },\n  },\n",
      insert: [
        '  teamAlertTrade: {',
        "    title: 'Trade',",
        "    message: 'NE trades for a first-round pick',",
        "    extras: { type: 'teamAlertTrade', more: { articleId: '0050' } },",
        '  },',
        '',
      ].join('\n'),
    },
    {
      file: 'tests/push/notifications.test.ts',
      after: "      teamAlertInjury: [{ injuryId: 'i1' }, { screen: 'injuryReport', injuryId: 'i1' }],\n",
      insert: "      teamAlertTrade: [{ articleId: 'a3' }, { screen: 'article', articleId: 'a3' }],\n",
    },
  ],
  // The recipe's other part, a league event, names these; a type alone edits neither.
  named: ['src/mock/live/notification-rules.ts', 'docs/mock.md'],
  scripts: ['fixtures:push'],
  tests: ['tests/push', 'tests/cli/library-names.test.ts', 'tests/docs/generated-sections.test.ts'],
};
