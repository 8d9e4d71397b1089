/**
 * `huddle/contract`: hold a running server to the spec's contract, with the query language's own
 * semantics (the mock's engine judges every answer). For CI against staging, and for a team's own
 * test suite. Node only; it loads fast-check and zod.
 */
export type { ContractFinding, FindingRequest, SpecQuote } from './finding.js';
export { VERIFY_APP } from './rules/push.js';
export { type RuleName, ruleNames } from './rules/rule-table.js';
export { quoteText } from './spec-quotes.js';
export { type RuleResult, type VerifyOptions, type VerifyReport, verifyService } from './verify-service.js';
