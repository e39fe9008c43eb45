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
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
	cpSync,
	createReadStream,
	existsSync,
	mkdirSync,
	readFileSync,
	readdirSync,
	renameSync,
	rmSync,
	statSync,
	writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { homedir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve( dirname( fileURLToPath( import.meta.url ) ), '..', '..' );
const START = Date.now();
const log = ( line ) => console.log( `[playground] ${ line }` );
const die = ( line ) => {
	console.error( `[playground] ${ line }` );
	process.exit( 1 );
};

// ------------------------------------------------------------ options
const USAGE = readFileSync( fileURLToPath( import.meta.url ), 'utf8' )
	.split( '\n' )
	.slice( 2, 30 )
	.map( ( line ) => line.replace( /^ \*( |$)/, '' ) )
	.join( '\n' );
const options = {
	plugins: 'auto',
	wp: 'auto',
	port: '9400',
	home: join( homedir(), '.author-site-playground' ),
	workers: '2',
};
for ( const arg of process.argv.slice( 2 ) ) {
	const match = /^--(plugins|wp|port|home|workers)=(.+)$/.exec( arg );
	if ( arg === '--help' || arg === '-h' ) {
		console.log( USAGE );
		process.exit( 0 );
	}
	if ( ! match ) {
		die( `unknown argument: ${ arg } (try --help)` );
	}
	options[ match[ 1 ] ] = match[ 2 ];
}
for ( const name of [ 'port', 'workers' ] ) {
	if ( ! /^[1-9]\d*$/.test( options[ name ] ) ) {
		die( `--${ name } must be a positive whole number` );
	}
}
const HOME = resolve( options.home );
if ( `${ HOME }/`.startsWith( `${ ROOT }/` ) ) {
	die( `--home (${ HOME }) must not be inside the repository` );
}

/** The three plugins: slug → zip file name, from bin/site/zips.sh. */
const PLUGINS = Object.fromEntries(
	[
		...readFileSync(
			join( ROOT, 'bin', 'site', 'zips.sh' ),
			'utf8'
		).matchAll( /^\s+([a-z0-9-]+):([^\s]+\.zip)$/gm ),
	].map( ( match ) => [ match[ 1 ], match[ 2 ] ] )
);
/** What each plugin brings to the site, for the line that says what is off. */
const INTEGRATION = {
	'the-events-calendar': 'events (The Events Calendar)',
	'constant-contact-forms': 'newsletter signup (Constant Contact Forms)',
	'wpforms-lite': 'contact form (WPForms Lite)',
};

/** Whether wordpress.org answers (a few seconds at most). */
async function online() {
	try {
		const answer = await fetch(
			'https://api.wordpress.org/core/version-check/1.7/',
			{ method: 'HEAD', signal: AbortSignal.timeout( 5000 ) }
		);
		return answer.status < 500;
	} catch {
		return false;
	}
}
const ONLINE =
	options.wp === 'auto' || options.plugins === 'auto'
		? await online()
		: false;

// ------------------------------------------------------------ the theme's build
if ( ! existsSync( join( ROOT, 'build', 'index.asset.php' ) ) ) {
	log( 'no build/ yet: npm run build (a minute or two, once)' );
	const built = spawnSync( 'npm', [ 'run', '--silent', 'build' ], {
		cwd: ROOT,
		stdio: 'inherit',
		shell: process.platform === 'win32',
	} );
	if ( built.status !== 0 ) {
		die( 'the build failed' );
	}
}

// ------------------------------------------------------------ WordPress
const cli = [
	'server',
	`--port=${ options.port }`,
	`--workers=${ options.workers }`,
	'--php=8.2',
	// The admin is logged in by the link printed at the start, not on every
	// first request (`--login`): that one answers any request without
	// cookies, as the app's reads are, with a redirect that loops.
	'--define-bool',
	'PLAYGROUND_FORCE_AUTO_LOGIN_ENABLED',
	'true',
	`--mount-dir=${ ROOT }`,
	'/wordpress/wp-content/themes/author-site',
];
let wpFrom;
let wpFolder = options.wp === 'auto' ? null : resolve( options.wp );
if ( ! wpFolder && ! ONLINE ) {
	wpFolder = '/usr/share/wordpress';
	if ( ! existsSync( join( wpFolder, 'wp-includes', 'version.php' ) ) ) {
		die(
			'no WordPress: wordpress.org does not answer and there is no /usr/share/wordpress; name an unpacked WordPress with --wp=FOLDER'
		);
	}
}
// Each start makes the site anew: only what this script made is removed.
for ( const made of [ 'mail', 'log', 'blueprint.json' ] ) {
	rmSync( join( HOME, made ), { recursive: true, force: true } );
}
for ( const folder of [ 'mail', 'log' ] ) {
	mkdirSync( join( HOME, folder ), { recursive: true } );
}
let localZip = null;
if ( wpFolder ) {
	const version = existsSync( join( wpFolder, 'wp-includes', 'version.php' ) )
		? /\$wp_version = '([^']+)'/.exec(
				readFileSync(
					join( wpFolder, 'wp-includes', 'version.php' ),
					'utf8'
				)
			)?.[ 1 ]
		: null;
	if ( ! version ) {
		die(
			`${ wpFolder } is not an unpacked WordPress (no wp-includes/version.php)`
		);
	}
	// The files as a zip, made once per WordPress folder and version, which
	// Playground unpacks as it does its own download, into a fresh site of
	// its own each start (mounted instead, the copy received Playground's
	// wp-config.php and database, and was no faster). Debian's links
	// followed; its wp-config.php and wp-content left out but for the
	// default themes.
	const key = createHash( 'sha1' )
		.update( `${ wpFolder }\n${ version }` )
		.digest( 'hex' )
		.slice( 0, 8 );
	localZip = join( HOME, `wordpress-${ version }-${ key }.zip` );
	if ( ! existsSync( localZip ) ) {
		log( `packing ${ wpFolder } (WordPress ${ version }) once` );
		const stage = join( HOME, 'stage' );
		const wordpress = join( stage, 'wordpress' );
		rmSync( stage, { recursive: true, force: true } );
		for ( const entry of readdirSync( wpFolder ) ) {
			if (
				! [ 'wp-config.php', 'wp-content', '.htaccess' ].includes(
					entry
				)
			) {
				cpSync( join( wpFolder, entry ), join( wordpress, entry ), {
					recursive: true,
					dereference: true,
				} );
			}
		}
		for ( const folder of [
			'plugins',
			'themes',
			'mu-plugins',
			'uploads',
		] ) {
			mkdirSync( join( wordpress, 'wp-content', folder ), {
				recursive: true,
			} );
		}
		const themes = join( wpFolder, 'wp-content', 'themes' );
		for ( const theme of existsSync( themes )
			? readdirSync( themes )
			: [] ) {
			if ( theme.startsWith( 'twenty' ) ) {
				cpSync(
					join( themes, theme ),
					join( wordpress, 'wp-content', 'themes', theme ),
					{ recursive: true, dereference: true }
				);
			}
		}
		const zipped = spawnSync(
			'zip',
			[ '-qr', '-X', `${ localZip }.tmp`, 'wordpress' ],
			{ cwd: stage, stdio: 'inherit' }
		);
		rmSync( stage, { recursive: true, force: true } );
		if ( zipped.status !== 0 ) {
			rmSync( `${ localZip }.tmp`, { force: true } );
			die( 'could not pack the WordPress files (is `zip` installed?)' );
		}
		renameSync( `${ localZip }.tmp`, localZip );
	}
	wpFrom = `WordPress ${ version } from ${ wpFolder }`;
} else {
	wpFrom = "WordPress from Playground's download (latest)";
}
cli.push(
	`--mount-dir=${ join( HOME, 'mail' ) }`,
	'/author-site-mail',
	`--mount-dir=${ join( HOME, 'log' ) }`,
	'/author-site-log',
	// What PHP logs, on this machine too (PHP_LOG). The CLI's own debug
	// constants (WP_DEBUG on, shown nowhere) stand for the rest.
	'--define',
	'WP_DEBUG_LOG',
	'/author-site-log/php.log'
);

// ------------------------------------------------------------ the plugins
let pluginSource = options.plugins;
const zipFolder = resolve(
	process.env.AUTHOR_SITE_PLUGINS ?? join( ROOT, '..', 'shared', 'plugins' )
);
if ( pluginSource === 'auto' ) {
	if ( ONLINE ) {
		pluginSource = 'wporg';
	} else if (
		Object.values( PLUGINS ).some( ( zip ) =>
			existsSync( join( zipFolder, zip ) )
		)
	) {
		pluginSource = zipFolder;
	} else {
		pluginSource = 'none';
	}
}
const off = [];
let pluginsFrom;
const blueprint = JSON.parse(
	readFileSync( join( ROOT, 'playground', 'blueprint.json' ), 'utf8' )
);
blueprint.steps = blueprint.steps.filter( ( step ) => {
	if ( step.step !== 'installPlugin' ) {
		return true;
	}
	const slug = step.pluginData.slug;
	if ( pluginSource === 'wporg' ) {
		return true;
	}
	const zip = join( pluginSource, PLUGINS[ slug ] ?? `${ slug }.zip` );
	if ( pluginSource === 'none' || ! existsSync( zip ) ) {
		off.push( slug );
		return false;
	}
	step.pluginData = {
		resource: 'vfs',
		path: `/author-site-zips/${ PLUGINS[ slug ] }`,
	};
	return true;
} );
if ( pluginSource === 'wporg' ) {
	pluginsFrom = 'the plugins from wordpress.org';
} else if ( pluginSource !== 'none' ) {
	pluginSource = resolve( pluginSource );
	cli.push( `--mount-dir=${ pluginSource }`, '/author-site-zips' );
	pluginsFrom = `the plugins from the zips in ${ pluginSource }`;
} else {
	pluginsFrom = 'no plugins';
}
if ( off.length ) {
	// The events and forms are made with the plugins' own tools: all three.
	blueprint.steps = blueprint.steps.filter(
		( step ) => ! /bin\/site\/setup\//.test( step.code ?? '' )
	);
}
if ( ! ONLINE ) {
	// No outside network: no avatars from Gravatar (a browser's failed
	// request), no calls to wordpress.org (the test sites' mu-plugin).
	blueprint.steps.unshift( {
		step: 'cp',
		fromPath:
			'/wordpress/wp-content/themes/author-site/tests/wp/mu-plugins/author-site-test-offline.php',
		toPath: '/wordpress/wp-content/mu-plugins/author-site-offline.php',
	} );
}
const MAIL_LOG = join( HOME, 'mail', 'mail.jsonl' );
const PHP_LOG = join( HOME, 'log', 'php.log' );
blueprint.steps.unshift( {
	step: 'defineWpConfigConsts',
	// Written into wp-config.php, so every PHP worker has them: Playground's
	// default defines them only in the worker that runs the blueprint.
	method: 'rewrite-wp-config',
	consts: {
		// The mail catcher's log, on this machine (see MAIL_LOG).
		AUTHOR_SITE_MAIL_LOG: '/author-site-mail/mail.jsonl',
		// No wp-cron loopback requests: they wait on the one PHP
		// that is busy running this blueprint.
		DISABLE_WP_CRON: true,
		// No wordpress.org: PHP's calls out fail at once.
		...( ONLINE ? {} : { WP_HTTP_BLOCK_EXTERNAL: true } ),
	},
} );

// ------------------------------------------------------------ start
// Local WordPress files: their zip, served on loopback for Playground to
// "download" (it keeps a copy per address in ~/.wordpress-playground, which
// is removed again once the site is up).
let playgroundCopy = null;
if ( localZip ) {
	const server = createServer( ( request, answer ) => {
		answer.writeHead( 200, {
			'content-type': 'application/zip',
			'content-length': statSync( localZip ).size,
		} );
		createReadStream( localZip ).pipe( answer );
	} );
	await new Promise( ( done ) => server.listen( 0, '127.0.0.1', done ) );
	server.unref();
	const address = `http://127.0.0.1:${ server.address().port }/${ basename(
		localZip
	) }`;
	const hash = createHash( 'sha1' ).update( address ).digest( 'hex' );
	playgroundCopy = join(
		homedir(),
		'.wordpress-playground',
		`custom-${ hash.slice( 0, 8 ) }.zip`
	);
	cli.push( `--wp=${ address }` );
	// Else the blueprint's "latest" is looked up on wordpress.org.
	blueprint.preferredVersions.wp = address;
}
const BLUEPRINT = join( HOME, 'blueprint.json' );
writeFileSync( BLUEPRINT, JSON.stringify( blueprint, null, '\t' ) );
cli.push( `--blueprint=${ BLUEPRINT }` );
const URL = `http://127.0.0.1:${ options.port }`;
log( `starting: ${ wpFrom }, ${ pluginsFrom } (${ options.workers } workers)` );
if ( process.env.PLAYGROUND_VERBOSITY ) {
	cli.push( `--verbosity=${ process.env.PLAYGROUND_VERBOSITY }` );
}
const child = spawn(
	process.execPath,
	[
		join(
			ROOT,
			'node_modules',
			'@wp-playground',
			'cli',
			'wp-playground.js'
		),
		...cli,
	],
	{ cwd: HOME, stdio: [ 'ignore', 'pipe', 'inherit' ] }
);
let ready = false;
child.stdout.setEncoding( 'utf8' );
child.stdout.on( 'data', ( text ) => {
	process.stdout.write( text );
	if ( ! ready && text.includes( 'WordPress is running on' ) ) {
		ready = true;
		if ( playgroundCopy ) {
			rmSync( playgroundCopy, { force: true } );
		}
		const seconds = ( ( Date.now() - START ) / 1000 ).toFixed( 1 );
		if ( off.length ) {
			log(
				`integrations off (${ pluginSource === 'none' ? 'no plugins: wordpress.org does not answer and no zips' : `not in ${ pluginSource }` }): ${ off
					.map( ( slug ) => INTEGRATION[ slug ] ?? slug )
					.join( ', ' ) }`
			);
		}
		log( `mail: none is sent; every message is kept in ${ MAIL_LOG }` );
		log( `PHP's log: ${ PHP_LOG }` );
		log(
			`admin: ${ URL }/wp-admin/?playground_force_auto_login_as_user=admin logs in (admin / password)`
		);
		log( `up on ${ URL }/ in ${ seconds }s (Ctrl+C stops it)` );
	}
} );
for ( const signal of [ 'SIGINT', 'SIGTERM' ] ) {
	process.on( signal, () => child.kill( 'SIGTERM' ) );
}
child.on( 'exit', ( code, signal ) => {
	if ( ! ready ) {
		die(
			`Playground stopped before the site was up (${ signal ?? code })`
		);
	}
	log( 'stopped' );
	process.exit( 0 );
} );
