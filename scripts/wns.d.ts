/**
 * The part of the `wns` package (0.5.x, untyped) that `scripts/push-fixtures.ts` calls: the toast
 * builders, read from its lib/wns.js. Each writes `<toast>` XML and escapes the texts, the image
 * attributes and `launch` once (`&`, `<`, `>`, `"`).
 */
declare module 'wns' {
  namespace wns {
    /** Texts and images by position (`text1`, `image1src`, …); a missing one is written empty. */
    export interface ToastBinding {
      readonly [field: `text${number}` | `image${number}src` | `image${number}alt`]: string | undefined;
      /** Written as the binding's attribute of the same name. */
      readonly addImageQuery?: boolean;
      readonly lang?: string;
    }
    /** The `<toast>` and `<visual>` attributes. */
    export interface ToastOptions {
      readonly launch?: string;
      readonly duration?: 'long' | 'short';
      readonly addImageQuery?: boolean;
      readonly lang?: string;
    }
    type ToastBuilder = (binding: ToastBinding, options?: ToastOptions) => string;
    export const createToastText01: ToastBuilder;
    export const createToastText02: ToastBuilder;
    export const createToastText03: ToastBuilder;
    export const createToastText04: ToastBuilder;
    export const createToastImageAndText01: ToastBuilder;
    export const createToastImageAndText02: ToastBuilder;
    export const createToastImageAndText03: ToastBuilder;
    export const createToastImageAndText04: ToastBuilder;
    /** Any of the above by `type`, in one toast (each binding object names its template). */
    export function createToast(binding: ToastBinding & { readonly type: string }, options?: ToastOptions): string;
  }
  // lib/wns.js assigns its builders in a loop, so Node sees no named exports: import the default.
  export = wns;
}
