/**
 * `huddle groups`'s declaration: its arguments, options and help.
 */
import { declareCommand } from '../../core/define-command.js';

/** `huddle groups`. */
export const groupsDeclaration = declareCommand({
  name: 'groups',
  summary: 'list the subscription groups, one team’s group names, or check names',
  description: `
Without options, lists every kind of group: the global groups by name, the team
groups as patterns (teamAlertNews_<abbr>), each with its meaning and the
notification types it delivers. Mind the spec's spellings: the overtime group has
no underscore (relationalAlertGameOvertime<abbr>), and the scoring-plays group
(teamAlertScoringPlays_<abbr>) delivers the type teamAlertScoringPlay.`,
  positionals: [{ name: 'name', variadic: true }],
  options: {
    team: { type: 'string', value: '<abbr>', description: 'the concrete group names of one team, e.g. --team NE' },
    check: {
      type: 'boolean',
      description:
        'check the names given (all the arguments after the options): each is printed with OK and its kind and team, or with the reason it is not a group; exit code 1 if any is not',
    },
    json: { type: 'boolean', description: 'JSON on stdout instead of the table' },
  },
  notes: `
A team abbreviation is a capital letter, then 1 to 3 capitals or digits (NE, KC,
LAR); the library checks its shape, not a list of teams.`,
  examples: [
    'huddle groups',
    'huddle groups --team NE',
    'huddle groups --check breakingNews teamAlertNews_NE relationalAlertGameOvertime_NE',
  ],
});
