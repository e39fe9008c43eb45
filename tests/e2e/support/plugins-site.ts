import { readFileSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { wpEval } from './wp';

/*
 * The real-plugin site (bin/site/plugins-up.sh): The Events Calendar,
 * Constant Contact Forms and WPForms Lite active, the theme from its zip,
 * content made with the plugins' own tools (bin/site/setup). bin/test.sh
 * runs the suite on the cluster (bin/site/cache-up.sh), which is that site
 * on two PHP servers: PLUGINS_SITE_HOME is then the cluster's home.
 */

export const SITE_HOME =
	process.env.PLUGINS_SITE_HOME ?? join( homedir(), '.author-site-plugins' );
export const SITE_URL = process.env.REAL_PLUGINS_URL ?? 'http://127.0.0.1:8882';

/**
 * Runs PHP in the real-plugin site.
 * @param code The PHP code.
 */
export function siteEval( code: string ): string {
	return wpEval( code, {
		AUTHOR_SITE_HOME: SITE_HOME,
		WP_PORT: new URL( SITE_URL ).port,
	} );
}

/** The messages the site "sent" (tests/wp/real-plugins/…-mail.php). */
export type Mail = {
	to: string | string[];
	subject: string;
	message: string;
	headers: string | string[];
};

/** Forgets the caught mail. */
export function clearMail(): void {
	siteEval( "delete_option( 'author_site_test_mail' );" );
}

/** The caught mail, oldest first. */
export function caughtMail(): Mail[] {
	return JSON.parse(
		siteEval(
			"echo wp_json_encode( get_option( 'author_site_test_mail', array() ) );"
		)
	) as Mail[];
}

/**
 * PHP's log: the built-in server's on a plain site, both php-fpm masters' on
 * the cluster (each pool logs there, bin/site/nginx.mjs), and wp-eval.sh's.
 */
const DEBUG_LOG = join( SITE_HOME, 'run', 'debug.log' );

/** Where PHP's log ends now (for phpNoticesSince()). */
export function logMark(): number {
	try {
		return statSync( DEBUG_LOG ).size;
	} catch {
		return 0;
	}
}

/**
 * PHP errors, warnings, notices and deprecations logged since a mark.
 * @param mark logMark() before.
 */
export function phpNoticesSince( mark: number ): string[] {
	let text = '';
	try {
		text = readFileSync( DEBUG_LOG ).subarray( mark ).toString( 'utf8' );
	} catch {
		return [];
	}
	return (
		text
			.split( '\n' )
			.filter( ( line ) =>
				/PHP (Fatal|Parse|Warning|Notice|Deprecated)/.test( line )
			)
			// This machine reaches no outside host: WordPress's update checks fail.
			.filter(
				( line ) => ! /wp_(version_check|update_\w+)\(\)/.test( line )
			)
	);
}
