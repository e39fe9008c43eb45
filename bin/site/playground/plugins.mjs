/**
 * Where the Playground site's three plugins come from (wordpress.org, a folder of zips, none) and the blueprint's steps for it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** What each plugin brings to the site, for the line that says what is off. */
const INTEGRATION = {
	'the-events-calendar': 'events (The Events Calendar)',
	'constant-contact-forms': 'newsletter signup (Constant Contact Forms)',
	'wpforms-lite': 'contact form (WPForms Lite)',
};

/**
 * The three plugins: slug → zip file name, from bin/site/zips.sh.
 *
 * @param {string} root The checkout.
 * @return {Object<string,string>} Slug → zip file name.
 */
export function pluginZips( root ) {
	return Object.fromEntries(
		[
			...readFileSync(
				join( root, 'bin', 'site', 'zips.sh' ),
				'utf8'
			).matchAll( /^\s+([a-z0-9-]+):([^\s]+\.zip)$/gm ),
		].map( ( match ) => [ match[ 1 ], match[ 2 ] ] )
	);
}

/**
 * Where the plugins come from: --plugins, or for 'auto' wordpress.org when it
 * answers, else the folder of zips (AUTHOR_SITE_PLUGINS or ../shared/plugins)
 * when it has one of them, else none.
 *
 * @param {string}                option   The --plugins option.
 * @param {boolean}               isOnline Whether wordpress.org answers.
 * @param {string}                root     The checkout.
 * @param {Object<string,string>} zips     Slug → zip file name.
 * @return {string} 'wporg', 'none' or a folder.
 */
export function pluginSource( option, isOnline, root, zips ) {
	if ( option !== 'auto' ) {
		return option;
	}
	if ( isOnline ) {
		return 'wporg';
	}
	const zipFolder = resolve(
		process.env.AUTHOR_SITE_PLUGINS ??
			join( root, '..', 'shared', 'plugins' )
	);
	if (
		Object.values( zips ).some( ( zip ) =>
			existsSync( join( zipFolder, zip ) )
		)
	) {
		return zipFolder;
	}
	return 'none';
}

/**
 * Fits the blueprint's installPlugin steps to the source: each plugin from
 * wordpress.org, from its zip in the folder (mounted at /author-site-zips), or
 * left out (off) when it is not there; with one off, the set-up steps that
 * need all three go too.
 *
 * @param {Object}                blueprint The blueprint, changed in place.
 * @param {string}                source    'wporg', 'none' or a folder.
 * @param {Object<string,string>} zips      Slug → zip file name.
 * @return {{off: string[], source: string, pluginsFrom: string, mounts: string[]}}
 *     The plugins left out, the source (a folder resolved), the words for it,
 *     and Playground's arguments that mount the folder.
 */
export function fitPluginSteps( blueprint, source, zips ) {
	const off = [];
	blueprint.steps = blueprint.steps.filter( ( step ) => {
		if ( step.step !== 'installPlugin' ) {
			return true;
		}
		const slug = step.pluginData.slug;
		if ( source === 'wporg' ) {
			return true;
		}
		const zip = join( source, zips[ slug ] ?? `${ slug }.zip` );
		if ( source === 'none' || ! existsSync( zip ) ) {
			off.push( slug );
			return false;
		}
		step.pluginData = {
			resource: 'vfs',
			path: `/author-site-zips/${ zips[ slug ] }`,
		};
		return true;
	} );
	let pluginsFrom;
	let mounts = [];
	if ( source === 'wporg' ) {
		pluginsFrom = 'the plugins from wordpress.org';
	} else if ( source !== 'none' ) {
		source = resolve( source );
		mounts = [ `--mount-dir=${ source }`, '/author-site-zips' ];
		pluginsFrom = `the plugins from the zips in ${ source }`;
	} else {
		pluginsFrom = 'no plugins';
	}
	if ( off.length ) {
		// The events and forms are made with the plugins' own tools: all three.
		blueprint.steps = blueprint.steps.filter(
			( step ) => ! /bin\/site\/setup\//.test( step.code ?? '' )
		);
	}
	return { off, source, pluginsFrom, mounts };
}

/**
 * The line that says which integrations are off, and why.
 *
 * @param {string[]} off    The plugins left out.
 * @param {string}   source 'none' or the folder they were not in.
 * @return {string} The line.
 */
export function offLine( off, source ) {
	return `integrations off (${ source === 'none' ? 'no plugins: wordpress.org does not answer and no zips' : `not in ${ source }` }): ${ off
		.map( ( slug ) => INTEGRATION[ slug ] ?? slug )
		.join( ', ' ) }`;
}
