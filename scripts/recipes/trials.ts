/**
 * One trial per recipe of CONTRIBUTING.md (each in trials/): the edits a contributor makes by
 * following it to add a throwaway kind. `npm run recipes:check` makes them in a scratch copy
 * (scripts/recipes/check.ts). When a recipe changes, its trial changes with it; when the code
 * moves, an anchor goes stale and the check says which.
 */
import type { RecipeTrial } from './trial.ts';
import { command } from './trials/command.ts';
import { envelopeKind } from './trials/envelope-kind.ts';
import { error } from './trials/error.ts';
import { mockRoute } from './trials/mock-route.ts';
import { notificationType } from './trials/notification-type.ts';
import { operator } from './trials/operator.ts';
import { platform } from './trials/platform.ts';
import { receiveShape } from './trials/receive-shape.ts';
import { resource } from './trials/resource.ts';

/** Every trial; `recipes:check` fails on a recipe of CONTRIBUTING.md without one. */
export const recipeTrials: readonly RecipeTrial[] = [
  command,
  envelopeKind,
  error,
  mockRoute,
  notificationType,
  operator,
  platform,
  receiveShape,
  resource,
];
