/** The built-in text (defaults.json, which the theme's PHP reads too). */
import defaults from './defaults.json';
import type { ContentByPage } from './types';

export const DEFAULT_CONTENT: ContentByPage = defaults;
