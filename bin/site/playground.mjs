#!/usr/bin/env node
/**
 * The whole site in WordPress Playground (docs/playground.md): WordPress in
 * WebAssembly on SQLite, no root, no database server, no apt; any OS with
 * Node. The checkout is mounted as the theme `author-site` and
 * playground/blueprint.json sets the site up: the theme and its content
 * pages, The Events Calendar with events, the Constant Contact Forms
 * newsletter form, the WPForms Lite contact form connected in the theme's
 * settings, pretty permalinks, the time zone, and a link that logs the admin in.
 *
 *   npm run playground [-- OPTIONS]
 *   node bin/site/playground.mjs [OPTIONS]
 *
 *   --plugins=wporg|FOLDER|none  where the three plugins come from: wordpress.org
 *                   by slug, or a folder of their release zips (the names in
 *                   bin/site/zips.sh). Default: wordpress.org when it answers, else
 *                   AUTHOR_SITE_PLUGINS or ../shared/plugins beside the
 *                   repository, else none (the site starts and says which
 *                   integrations are off).
 *   --wp=FOLDER     WordPress from these files (an unpacked WordPress). Default:
 *                   Playground's own download when wordpress.org answers, else
 *                   /usr/share/wordpress (Debian's package).
 *   --port=N        the port (default 9400).
 *   --home=DIR      the site's folder (default ~/.author-site-playground): the
 *                   zip made once of local WordPress files, and
 *                   mail/mail.jsonl, where every message the site would send
 *                   is kept (none is sent), and log/php.log, what PHP logged.
 *   --workers=N     Playground's request workers (default 2).
 *
 * Each start makes the site anew. Stops on Ctrl+C (or SIGTERM). The line
 * "[playground] up on URL" says it is ready (tests/e2e/playground waits for
 * it).
 */
import { readFileSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import {
	addSiteSteps,
	readBlueprint,
	writeBlueprint,
} from './playground/blueprint.mjs';
import { ensureBuild } from './playground/build.mjs';
import { runPlayground, serverArgs } from './playground/cli.mjs';
import { freshHome, homeMounts, mailLog, phpLog } from './playground/home.mjs';
import { log } from './playground/log.mjs';
import { online } from './playground/online.mjs';
import { readOptions } from './playground/options.mjs';
import {
	fitPluginSteps,
	offLine,
	pluginSource,
	pluginZips,
} from './playground/plugins.mjs';
import {
	serveWordPressZip,
	wordpressFolder,
	wordpressZip,
} from './playground/wordpress.mjs';

// The parts are in bin/site/playground/, one concern each; this file runs
// them in order and keeps the usage above, which --help prints.
const ROOT = resolve( dirname( fileURLToPath( import.meta.url ) ), '..', '..' );
const START = Date.now();

// ------------------------------------------------------------ options
const USAGE = readFileSync( fileURLToPath( import.meta.url ), 'utf8' )
	.split( '\n' )
	.slice( 2, 30 )
	.map( ( line ) => line.replace( /^ \*( |$)/, '' ) )
	.join( '\n' );
const { options, home: HOME } = readOptions(
	process.argv.slice( 2 ),
	USAGE,
	ROOT
);
const PLUGINS = pluginZips( ROOT );
const ONLINE =
	options.wp === 'auto' || options.plugins === 'auto'
		? await online()
		: false;

// ------------------------------------------------------------ the theme's build
ensureBuild( ROOT );

// ------------------------------------------------------------ WordPress
const cli = serverArgs( options, ROOT );
const wpFolder = wordpressFolder( options.wp, ONLINE );
freshHome( HOME );
const { localZip, wpFrom } = wordpressZip( wpFolder, HOME );
cli.push( ...homeMounts( HOME ) );

// ------------------------------------------------------------ the plugins
const blueprint = readBlueprint( ROOT );
const plugins = fitPluginSteps(
	blueprint,
	pluginSource( options.plugins, ONLINE, ROOT, PLUGINS ),
	PLUGINS
);
cli.push( ...plugins.mounts );
addSiteSteps( blueprint, ONLINE );

// ------------------------------------------------------------ start
let playgroundCopy = null;
if ( localZip ) {
	const served = await serveWordPressZip( localZip );
	playgroundCopy = served.playgroundCopy;
	cli.push( `--wp=${ served.address }` );
	// Else the blueprint's "latest" is looked up on wordpress.org.
	blueprint.preferredVersions.wp = served.address;
}
cli.push( `--blueprint=${ writeBlueprint( blueprint, HOME ) }` );
const URL = `http://127.0.0.1:${ options.port }`;
log(
	`starting: ${ wpFrom }, ${ plugins.pluginsFrom } (${ options.workers } workers)`
);
if ( process.env.PLAYGROUND_VERBOSITY ) {
	cli.push( `--verbosity=${ process.env.PLAYGROUND_VERBOSITY }` );
}
runPlayground( ROOT, HOME, cli, () => {
	if ( playgroundCopy ) {
		rmSync( playgroundCopy, { force: true } );
	}
	const seconds = ( ( Date.now() - START ) / 1000 ).toFixed( 1 );
	if ( plugins.off.length ) {
		log( offLine( plugins.off, plugins.source ) );
	}
	log( `mail: none is sent; every message is kept in ${ mailLog( HOME ) }` );
	log( `PHP's log: ${ phpLog( HOME ) }` );
	log(
		`admin: ${ URL }/wp-admin/?playground_force_auto_login_as_user=admin logs in (admin / password)`
	);
	log( `up on ${ URL }/ in ${ seconds }s (Ctrl+C stops it)` );
} );
