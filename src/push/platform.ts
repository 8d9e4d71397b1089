/** A push platform: alert-style (`aps`), data-style (`data`) or toast XML (`toast`). */
export type PushPlatform = 'aps' | 'data' | 'toast';
