/**
 * `huddle/push`: subscription groups, explicit-consent preferences, the notification catalog
 * and deep links. Loads neither zod nor ky, so a device that only handles notifications pays
 * for neither.
 *
 * @packageDocumentation
 */
export { GroupNameError } from '../errors/group-name-error.js';
export { HuddleError } from '../errors/huddle-error.js';
export {
  type GlobalGroupKind,
  type GroupKind,
  type GroupName,
  groupKinds,
  groupName,
  isGroup,
  type ParsedGroup,
  parseGroup,
  TEAM_ABBREVIATION,
  type TeamGroupKind,
} from './groups.js';
export {
  type DeepLink,
  isNotificationType,
  type Notification,
  type NotificationType,
  notificationTypes,
  readNotification,
  route,
} from './notifications.js';
export { type GroupDiff, type GroupPreference, type PreferenceOptions, Preferences } from './preferences.js';
