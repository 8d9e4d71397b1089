/** Whether a value is a plain object (not null, not an array): what payload fields must be. */
export const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
