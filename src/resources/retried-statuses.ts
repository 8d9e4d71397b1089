/**
 * The statuses of the service worth another try: the client retries them (GET and the idempotent
 * push PUT), and the mock's injected failures of them last one whole call of a default client.
 */
export const RETRIED_STATUSES: ReadonlySet<number> = new Set([408, 429, 500, 502, 503, 504]);
