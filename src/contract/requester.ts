/**
 * How the contract checks talk to the server: every request through the client's one transport
 * (ky: the token, retries, `Retry-After`, the timeout), at most `concurrency` at a time, and no
 * more than `budget` in all. A check that finds the budget spent stops asking instead of failing.
 */
import type { ClientOptions } from '../client/options.js';
import { Transport } from '../client/transport.js';
import { HttpError } from '../errors/http-error.js';
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

/** Sends the checks' requests within a concurrency and a budget. */
export class Requester {
  private readonly transport: Transport;
  private readonly anonymous: Transport;
  private readonly hasToken: boolean;
  private inFlight = 0;
  private readonly waiting: (() => void)[] = [];
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

  /** Sends a request; a status outside 2xx is an answer like any other, not an error. */
  async send(request: ContractRequest, options: { readonly withoutToken?: boolean } = {}): Promise<ContractAnswer> {
    if (this.sent >= this.budget) {
      this.spent = true;
      throw new BudgetSpentError(`the request budget of ${this.budget} is spent`);
    }
    this.sent++;
    await this.slot();
    try {
      const transport = options.withoutToken ? this.anonymous : this.transport;
      const authenticated = !options.withoutToken && (request.authenticated ?? this.hasToken);
      return await transport.send({ ...request, authenticated, badRequest: false });
    } catch (error) {
      if (error instanceof HttpError) return { status: error.status, text: error.bodyExcerpt };
      throw error;
    } finally {
      this.release();
    }
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
