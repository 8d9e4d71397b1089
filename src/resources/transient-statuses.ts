/**
 * The statuses by which the service says "not now" rather than "no": a timeout, too many requests,
 * or a server error that may pass. A fact about the service, so it sits in the table layer and
 * two layers read it: the client retries them (GET and the idempotent push PUT; how often and how
 * long it waits is the client's policy, in `client/`), and the mock's injected failures of them
 * last one whole call of a default client. The mock never imports `client/`.
 */
export const TRANSIENT_STATUSES: ReadonlySet<number> = new Set([408, 429, 500, 502, 503, 504]);
