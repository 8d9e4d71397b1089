/**
 * The request budget of a verify run is spent: the check that asked is left unfinished, not
 * failed. It never leaves `verifyService`, which counts the checks it cut short.
 */
export class BudgetSpentError extends Error {
  override name = 'BudgetSpentError';
}
