import type { PushPlatform } from '../platform.js';

/**
 * Each platform's payload limit in UTF-8 bytes: APNs 4096 (VoIP pushes, 5120, are not
 * notifications of this service), FCM 4096, WNS 5000.
 */
export const payloadLimits = { aps: 4096, data: 4096, toast: 5000 } as const satisfies Record<PushPlatform, number>;

/** The limit a JSON payload is held to before its platform is known. */
export const jsonPayloadLimit = 4096;
