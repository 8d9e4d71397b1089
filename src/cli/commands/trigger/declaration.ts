/**
 * `huddle trigger`'s declaration: its arguments, options and help. The types and the route come
 * from the library's own tables, restated in library-names.ts.
 */
import { declareCommand } from '../../core/define-command.js';
import { DEFAULT_MOCK_URL } from '../../shared/default-mock-url.js';
import { libraryRoutes, notificationTypeNames } from '../../shared/library-names.js';

/** `huddle trigger`. */
export const triggerDeclaration = declareCommand({
  name: 'trigger',
  summary: 'send one push notification through huddle mock, to the devices that subscribed',
  description: `
Types: ${notificationTypeNames.join(', ')}.

Builds a notification of the type, with the parameter its type requires in
extras.more, and sends it to the group that delivers the type (POST
${libraryRoutes.send}): every device registered with the mock (huddle listen) whose
groups include it receives it, in its platform's payload. Prints how many did.

The group is the type's own (breakingNews, tuneInAlertLiveGame, …) or, for a team
type, that of --team: teamAlertScoringPlays_<team> for teamAlertScoringPlay (the
spec's spelling), relationalAlertGameOvertime<team> (no underscore) for overtime.
--group sends to another group instead (closeGameCarrier, say).

A game type (gameId) without --game asks the mock's query API (GET /games) for a
game of --team, or for any game; without --team, a team type then goes to the
group of that game's home team. articleId and injuryId are given with --article
and --injury (the league has no injury records for the command to pick one from).`,
  positionals: [{ name: 'type', required: true }],
  options: {
    team: { type: 'string', value: 'ABBR', description: 'the team (NE, KC): its group, and its game' },
    game: { type: 'string', value: 'ID', description: 'the gameId (default: a game of the mock, as above)' },
    article: { type: 'string', value: 'ID', description: 'the articleId of breakingNews and teamAlertNews' },
    injury: { type: 'string', value: 'ID', description: 'the injuryId of teamAlertInjury' },
    group: { type: 'string', value: 'NAME', description: 'the group to send to (default: the type’s, as above)' },
    message: {
      type: 'string',
      value: 'TEXT',
      description: 'the text shown (default: one naming the type and its id)',
    },
    title: { type: 'string', value: 'TEXT', description: 'a headline' },
    'base-url': { type: 'string', value: 'URL', default: DEFAULT_MOCK_URL, description: 'where huddle mock listens' },
    json: { type: 'boolean', description: 'one JSON object: {group, notification, deliveries}' },
  },
  examples: [
    'huddle trigger teamAlertScoringPlay --team KC',
    "huddle trigger breakingNews --article 42 --message 'Trade!'",
    'huddle trigger relationalAlertGameOvertime --team BUF --group closeGameCarrier',
  ],
});
