/**
 * Where a push is going, and which vendor carries a payload there: the targets the doctor judges
 * a payload for, each once.
 */
import type { PushSource } from '../payload.js';
import type { PushPlatform } from '../platform.js';

/**
 * Every target of `diagnose`, with the platforms whose payloads reach it: a platform names its
 * vendor too (`aps` is APNs, `data` FCM, `toast` WNS). FCM delivers to iOS through APNs, so an
 * iOS device takes both an APNs request and an FCM one.
 */
export const targets = {
  /** An iPhone or iPad: APNs, directly or through FCM. */
  ios: { platforms: ['aps', 'data'] },
  /** An Android device: FCM. */
  android: { platforms: ['data'] },
  /** A browser: FCM's web push. */
  web: { platforms: ['data'] },
  /** A Windows device: WNS toasts. */
  windows: { platforms: ['toast'] },
} as const satisfies Record<string, { readonly platforms: readonly PushPlatform[] }>;

/** Where a push is going: `ios`, `android`, `web` or `windows`. */
export type Target = keyof typeof targets;

/** Whether a value names a target (own keys only). */
export const isTarget = (value: unknown): value is Target => typeof value === 'string' && Object.hasOwn(targets, value);

/** The target a payload of a platform goes to when none is given. */
export const defaultTargets = {
  aps: 'ios',
  data: 'android',
  toast: 'windows',
} as const satisfies Record<PushPlatform, Target>;

/**
 * The vendor (as its platform) each receive shape is written for, or `null` for what a device
 * library hands the app: that was delivered already, so only what it carries is judged.
 */
export const platformOfSource = {
  aps: 'aps',
  data: 'data',
  'fcm-legacy': 'data',
  'fcm-v1': 'data',
  'android-data': null,
  rnfirebase: null,
  expo: null,
  'expo-response': null,
  'expo-content': null,
  'firebase-web': null,
  'web-push': null,
  toast: 'toast',
  'toast-generic': 'toast',
  'toast-template': 'toast',
} as const satisfies Record<PushSource, PushPlatform | null>;
