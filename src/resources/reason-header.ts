/**
 * The response header in which the mock says why it refused a request whose answers have no
 * body: the push call's (the spec: "`400` Bad Request, no body"). One line, printable ASCII. The
 * client puts it in an `HttpError`'s message when the body is empty.
 */
export const REASON_HEADER = 'x-huddle-reason';
