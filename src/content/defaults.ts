/**
 * The built-in text: one JSON file that the app imports for its fallbacks and
 * the theme's PHP reads to render the first view and seed the content pages.
 */
import defaults from './defaults.json';
import type { ContentByPage } from './types';

export const DEFAULT_CONTENT: ContentByPage = defaults;
