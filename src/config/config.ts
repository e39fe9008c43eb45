/**
 * Runtime configuration (docs/runtime-config.md).
 *
 * The theme prints the configuration into the page as JSON data
 * (`<script type="application/json" id="author-site-config">`, read by
 * ./pageData.ts), so it is there however the scripts start. This module is
 * the only place that reads it: the value is validated once, unknown keys are
 * ignored, bad values fall back to the defaults, and a missing object means
 * every default (index.tsx refuses to hydrate the server's markup without
 * it). Build-time values (AUTHOR_SITE_* environment variables, for a build
 * used outside WordPress) sit between the defaults and the runtime object.
 */
import { isRecord } from '../api/isRecord';
import { parseConfig } from './parse';
import { CONFIG_ELEMENT_ID, readPageData } from './pageData';
import type { AuthorSiteConfig, FormResult } from './types';

export type * from './types';

/**
 * Build-time values: `AUTHOR_SITE_CONFIG` (a JSON object of the same shape),
 * inlined by webpack's DefinePlugin. Empty in a normal theme build.
 */
function buildTimeConfig(): unknown {
	try {
		return JSON.parse( process.env.AUTHOR_SITE_CONFIG || 'null' );
	} catch {
		return null;
	}
}

let cached: AuthorSiteConfig | undefined;
let resultShown = false;

/**
 * What a form posted without the app answered, while its page is the one the
 * server drew (null once the form that shows it has started: a later visit
 * to the route starts empty).
 */
export function serverFormResult(): FormResult | null {
	return resultShown ? null : getConfig().forms.result;
}

/** The form showing the server's answer has started with it. */
export function serverFormResultShown(): void {
	resultShown = true;
}

/** The validated configuration for this page view. */
export function getConfig(): AuthorSiteConfig {
	if ( ! cached ) {
		const base = parseConfig( buildTimeConfig() );
		cached = parseConfig( readPageData( CONFIG_ELEMENT_ID ), base );
	}
	return cached;
}

/**
 * Whether the page holds a configuration object at all (the theme always
 * prints one; without it the app would run on another site's defaults).
 */
export function hasPageConfig(): boolean {
	return isRecord( readPageData( CONFIG_ELEMENT_ID ) );
}

/** For tests: forget the cached configuration. */
export function resetConfigForTests(): void {
	cached = undefined;
	resultShown = false;
}

/**
 * The router's basename: the path of `homeUrl`, without a trailing slash.
 * @param config
 */
export function routerBasename( config: AuthorSiteConfig ): string {
	const path = config.homeUrl.startsWith( '/' )
		? config.homeUrl
		: new URL( config.homeUrl ).pathname;
	const trimmed = path.replace( /\/+$/, '' );
	return trimmed === '' ? '/' : trimmed;
}
