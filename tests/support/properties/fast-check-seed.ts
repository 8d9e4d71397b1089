/**
 * A setup file of every vitest project that runs property tests (vitest.config.ts): fast-check's
 * global configuration from tests/support/properties/property-settings.ts, before any test file loads. A
 * property's own `numRuns` still wins over the global one; none passes its own seed.
 */
import fc from 'fast-check';
import { propertySettings } from './property-settings.ts';

fc.configureGlobal({ ...fc.readConfigureGlobal(), ...propertySettings(process.env) });
