/**
 * What @parse/node-apn's `Notification` has at run time and its index.d.ts leaves out: the
 * alert setters of lib/notification/apsProperties.js and `compile()`, the JSON text
 * `Provider.send()` writes as the request body (lib/provider.js).
 */
import '@parse/node-apn';

declare module '@parse/node-apn' {
  interface Notification {
    /** Sets `aps.alert.title`, turning a string alert into `{ body }` first. */
    title: string;
    /** Sets `aps.alert` when it is no object yet, else `aps.alert.body`. */
    body: string;
    /** `JSON.stringify(this)` of the first call: `{ ...payload, aps }`. */
    compile(): string;
  }
}
