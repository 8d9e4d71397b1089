/**
 * How the contract checks talk to the server: every request through the client's one transport
 * (ky: the token, retries, `Retry-After`, the timeout), at most `concurrency` at a time, and no
 * more than `budget` in all. A check that finds the budget spent stops asking instead of failing.
 * Every request of a run shares one abort signal: a failure that ends the run (`fatal`) aborts
 * what is in flight, and nothing that waits for a slot starts after it. No answer nested deeper
 * than `MAX_ANSWER_DEPTH` is handed on.
 */
import type { ClientOptions } from '../client/options.js';
import { Transport } from '../client/transport.js';
import { AbortError } from '../errors/abort-error.js';
import { HttpError } from '../errors/http-error.js';
import { MAX_ANSWER_DEPTH, nestingPast } from './answer-depth.js';
import { AnswerTooDeepError } from './errors/answer-too-deep-error.js';
import { BudgetSpentError } from './errors/budget-spent-error.js';

/** One request a check sends. */
export interface ContractRequest {
  readonly method: 'GET' | 'PUT';
  readonly url: string;
  readonly json?: unknown;
  /** Whether it carries the token; by default, whenever there is one. */
  readonly authenticated?: boolean;
}

/** What came back: the status and the body's text, for any status. */
export interface ContractAnswer {
  readonly status: number;
  readonly text: string;
}

/** How one request is sent. */
export interface SendOptions {
  /** Send it without the token, whatever the run has. */
  readonly withoutToken?: boolean;
  /** A failure of it (not an answer, whatever its status) ends the run: every other request is aborted before its slot is handed on. */
  readonly fatal?: boolean;
}

/** Sends the checks' requests within a concurrency and a budget. */
export class Requester {
  private readonly transport: Transport;
  private readonly anonymous: Transport;
  private readonly hasToken: boolean;
  private inFlight = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly run = new AbortController();
  /** Requests sent so far. */
  sent = 0;
  /** Whether a check asked for more than the budget. */
  spent = false;

  constructor(
    options: ClientOptions,
    private readonly concurrency: number,
    private readonly budget: number,
  ) {
    this.transport = new Transport(options);
    // The push rule sends one call without the token, to see it refused.
    const { token, ...anonymous } = options;
    this.anonymous = new Transport(anonymous);
    this.hasToken = token !== undefined;
  }

  /**
   * Sends a request; a status outside 2xx is an answer like any other, not an error.
   *
   * @throws {@link AnswerTooDeepError} for an answer nested deeper than `MAX_ANSWER_DEPTH`; the
   *   `RequestError` of a request that got no answer (an `AbortError` once the run is stopped).
   */
  async send(request: ContractRequest, options: SendOptions = {}): Promise<ContractAnswer> {
    if (this.sent >= this.budget) {
      this.spent = true;
      throw new BudgetSpentError(`the request budget of ${this.budget} is spent`);
    }
    this.sent++;
    await this.slot();
    let answer: ContractAnswer;
    try {
      this.throwIfStopped(request);
      const transport = options.withoutToken ? this.anonymous : this.transport;
      const authenticated = !options.withoutToken && (request.authenticated ?? this.hasToken);
      answer = await transport.send({ ...request, authenticated, badRequest: false, signal: this.run.signal });
    } catch (error) {
      if (error instanceof HttpError) answer = { status: error.status, text: error.bodyExcerpt };
      else {
        // Before the slot is handed on, so that no waiting request starts after the failure.
        if (options.fatal) this.stop(error);
        throw error;
      }
    } finally {
      this.release();
    }
    const past = nestingPast(answer.text, MAX_ANSWER_DEPTH);
    if (past !== null) throw new AnswerTooDeepError(request, MAX_ANSWER_DEPTH, past);
    return answer;
  }

  /** Ends the run: requests in flight are aborted, and those waiting for a slot never start. */
  stop(reason?: unknown): void {
    this.run.abort(reason);
  }

  private throwIfStopped(request: ContractRequest): void {
    if (this.run.signal.aborted) throw new AbortError(request, this.run.signal.reason);
  }

  private slot(): Promise<void> {
    if (this.inFlight < this.concurrency) {
      this.inFlight++;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next === undefined) this.inFlight--;
    else next();
  }
}
