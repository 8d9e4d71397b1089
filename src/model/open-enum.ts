/**
 * A known literal or any other string: editors complete the known values, and a value the
 * spec has not seen yet is accepted rather than rejected. In a module of its own, without zod,
 * so that the generated record types (records.generated.ts) name it without loading zod's types.
 */
export type OpenEnum<Known extends string> = Known | (string & {});
