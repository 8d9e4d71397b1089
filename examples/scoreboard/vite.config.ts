/**
 * The scoreboard's dev server and build: the preferences page's config (the React plugin, and
 * `huddle…` aliased to this repository's sources), rooted here.
 */
import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vite';
import preferencesPage from '../preferences-page/vite.config.ts';

export default mergeConfig(preferencesPage, { root: fileURLToPath(new URL('.', import.meta.url)) });
