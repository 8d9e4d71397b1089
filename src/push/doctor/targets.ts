/**
 * Where a push is going, and which vendor carries a payload there: derived from each platform's
 * row of `platforms` (its `vendor` and `targets`), so a platform added there is a target here.
 */
import type { PushSource } from '../payload.js';
import { type PushPlatform, platforms } from '../platform.js';
import { isPushPlatform } from '../platform-list.js';

/** Where a push is going: `ios`, `android`, `web` or `windows`, every target of a platform's row. */
export type Target = (typeof platforms)[PushPlatform]['targets'][number];

/** Every target, in the order the platforms first name them: `ios`, `android`, `web`, `windows`. */
export const targets: readonly Target[] = /* @__PURE__ */ [
  ...new Set(Object.values(platforms).flatMap(({ targets }) => targets)),
];

/** Whether a value names a target. */
export const isTarget = (value: unknown): value is Target =>
  typeof value === 'string' && (targets as readonly string[]).includes(value);

/** Whether a payload of a platform reaches a target: its vendor delivers there. */
export const reaches = (platform: PushPlatform, target: Target): boolean =>
  (platforms[platform].targets as readonly Target[]).includes(target);

/** The target a payload of a platform goes to when none is given: the first of its row. */
export const defaultTarget = (platform: PushPlatform): Target => platforms[platform].targets[0];

/**
 * The vendor (as its platform) each receive shape that is not a platform's own payload is written
 * for, or `null` for what a device library hands the app: that was delivered already, so only
 * what it carries is judged.
 */
const sourcePlatforms = {
  'fcm-legacy': 'data',
  'fcm-v1': 'data',
  'android-data': null,
  rnfirebase: null,
  expo: null,
  'expo-response': null,
  'expo-content': null,
  'firebase-web': null,
  'web-push': null,
  'toast-generic': 'toast',
  'toast-template': 'toast',
} as const satisfies Record<Exclude<PushSource, PushPlatform>, PushPlatform | null>;

/** The vendor (as its platform) a receive shape is written for, or `null` for a device library's object. */
export const platformOfSource = (source: PushSource): PushPlatform | null =>
  isPushPlatform(source) ? source : sourcePlatforms[source];
