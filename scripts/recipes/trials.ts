/**
 * One trial per recipe of CONTRIBUTING.md (each in trials/): the edits a contributor makes by
 * following it to add a throwaway kind. `npm run recipes:check` makes them in a scratch copy
 * (scripts/recipes/check.ts). When a recipe changes, its trial changes with it; when the code
 * moves, an anchor goes stale and the check says which.
 */
import type { RecipeTrial } from './trial.ts';
import { operator } from './trials/operator.ts';
import { resource } from './trials/resource.ts';

/** Every trial; `recipes:check` fails on a recipe of CONTRIBUTING.md without one. */
export const recipeTrials: readonly RecipeTrial[] = [resource, operator];
