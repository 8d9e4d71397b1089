/**
 * Where `huddle mock` listens by default, and so where `huddle listen` and `huddle trigger` look
 * unless told: a module of its own, for their declarations, which load nothing of the library.
 */
export const DEFAULT_MOCK_URL = 'http://127.0.0.1:4010';
