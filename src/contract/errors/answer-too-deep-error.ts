/**
 * An answer nested deeper than verify reads (`MAX_ANSWER_DEPTH`): it is not parsed. It never
 * leaves `verifyService`, which reports it as a finding naming the request.
 */
export class AnswerTooDeepError extends Error {
  override name = 'AnswerTooDeepError';

  constructor(
    /** The request whose answer it was. */
    readonly request: { readonly method: 'GET' | 'PUT'; readonly url: string },
    /** The most levels verify reads. */
    readonly limit: number,
    /** Where, in the answer's text, the bracket one level past the limit stands. */
    readonly at: number,
  ) {
    super(`${request.method} ${request.url} answered JSON nested deeper than ${limit} levels (at character ${at})`);
  }
}
