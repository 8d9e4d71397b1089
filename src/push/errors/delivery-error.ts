import { HuddleError } from '../../errors/huddle-error.js';

/**
 * A delivery option a vendor's request cannot carry (an Android channel on APNs, a badge on a
 * WNS toast), or carry with the other options given (a sound on a background push), or a value
 * of an option that no vendor takes (a negative `ttl`); also an FCM message sent to nobody.
 * Never dropped in silence: the request is not built.
 */
export class DeliveryError extends HuddleError {
  override name = 'DeliveryError';
  override readonly code = 'ERR_DELIVERY' as const;
  constructor(
    /** The vendor whose request was being built: `apns`, `fcm` or `wns`. */
    readonly vendor: string,
    /** The delivery option refused (`channel`, `badge`, …), or the address (`token`). */
    readonly option: string,
    /** Why. */
    readonly reason: string,
  ) {
    super(`${vendor} request, ${option}: ${reason}`);
  }
}
