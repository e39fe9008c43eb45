/**
 * The Playground site's blueprint: playground/blueprint.json, with the steps this machine needs, written into the site's folder.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The checkout's blueprint, as it is.
 *
 * @param {string} root The checkout.
 * @return {Object} The blueprint.
 */
export function readBlueprint( root ) {
	return JSON.parse(
		readFileSync( join( root, 'playground', 'blueprint.json' ), 'utf8' )
	);
}

/**
 * Puts first the steps every start needs: wp-config.php's constants and, with
 * no outside network, the test sites' offline mu-plugin.
 *
 * @param {Object}  blueprint The blueprint, changed in place.
 * @param {boolean} isOnline  Whether wordpress.org answers.
 */
export function addSiteSteps( blueprint, isOnline ) {
	if ( ! isOnline ) {
		// No outside network: no avatars from Gravatar (a browser's failed
		// request), no calls to wordpress.org (the test sites' mu-plugin).
		blueprint.steps.unshift( {
			step: 'cp',
			fromPath:
				'/wordpress/wp-content/themes/author-site/tests/wp/mu-plugins/author-site-test-offline.php',
			toPath: '/wordpress/wp-content/mu-plugins/author-site-offline.php',
		} );
	}
	blueprint.steps.unshift( {
		step: 'defineWpConfigConsts',
		// Written into wp-config.php, so every PHP worker has them: Playground's
		// default defines them only in the worker that runs the blueprint.
		method: 'rewrite-wp-config',
		consts: {
			// The mail catcher's log, on this machine (see home.mjs's mailLog).
			AUTHOR_SITE_MAIL_LOG: '/author-site-mail/mail.jsonl',
			// No wp-cron loopback requests: they wait on the one PHP
			// that is busy running this blueprint.
			DISABLE_WP_CRON: true,
			// No wordpress.org: PHP's calls out fail at once.
			...( isOnline ? {} : { WP_HTTP_BLOCK_EXTERNAL: true } ),
		},
	} );
}

/**
 * Writes the blueprint into the site's folder, for Playground's --blueprint.
 *
 * @param {Object} blueprint The blueprint.
 * @param {string} home      The site's folder.
 * @return {string} The file.
 */
export function writeBlueprint( blueprint, home ) {
	const file = join( home, 'blueprint.json' );
	writeFileSync( file, JSON.stringify( blueprint, null, '\t' ) );
	return file;
}
