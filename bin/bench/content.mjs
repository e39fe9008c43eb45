/**
 * What the bench's site shows: the five recorded content pages, the
 * author's own pictures, the real plugins with their content, the active
 * theme, and the bare static page measured beside them.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
	BARE_DIR,
	BARE_PATH,
	HOME,
	ORIGIN,
	ROOT,
	ROUTES,
	fetchRetry,
	log,
} from './lib.mjs';
import { wpEval } from './site.mjs';

const RECORDINGS = join( ROOT, 'tests', 'fixtures', 'wp-recordings' );

/** The five content pages from the recordings (block-editor variant). */
export function putContentPages() {
	const pages = ROUTES.map( ( { slug } ) => {
		const recording = JSON.parse(
			readFileSync(
				join( RECORDINGS, `pages-block-${ slug }.json` ),
				'utf8'
			)
		);
		const page = JSON.parse( recording.response.body )[ 0 ];
		return {
			slug,
			title: page.title.rendered,
			content: page.content.rendered,
		};
	} );
	const data = Buffer.from( JSON.stringify( pages ) ).toString( 'base64' );
	wpEval( `
		foreach ( json_decode( base64_decode( '${ data }' ), true ) as $p ) {
			$fields = array( 'post_type' => 'page', 'post_status' => 'publish', 'post_name' => $p['slug'],
				'post_title' => html_entity_decode( $p['title'] ), 'post_content' => $p['content'] );
			$existing = get_page_by_path( $p['slug'], OBJECT, 'page' );
			if ( $existing ) { $fields['ID'] = $existing->ID; }
			$id = wp_insert_post( wp_slash( $fields ), true );
			if ( is_wp_error( $id ) ) { fwrite( STDERR, $id->get_error_message() ); exit( 1 ); }
		}
	` );
	log( 'content pages: the five recorded block-editor pages' );
}

/**
 * BENCH_PICTURES=1: the author's own pictures, as a real author's are: a
 * 1600×2400 JPEG cover of a few hundred KB, a 1200×1500 photo and a PNG logo
 * (bin/build/pictures.php), uploaded into the media library (WordPress makes
 * its sizes) and set as the Books and About pages' featured images and the
 * Site Logo. Without it, pictures a previous run set are taken off.
 *
 * @param {boolean} on Whether to set them.
 */
export function putPictures( on ) {
	const folder = join( HOME, 'pictures' );
	if ( on ) {
		execFileSync(
			'php',
			[ join( ROOT, 'bin', 'build', 'pictures.php' ), folder ],
			{
				stdio: [ 'ignore', 2, 2 ],
			}
		);
	}
	log(
		wpEval( `
			require_once ABSPATH . 'wp-admin/includes/image.php';
			require_once ABSPATH . 'wp-admin/includes/file.php';
			require_once ABSPATH . 'wp-admin/includes/media.php';
			foreach ( get_posts( array( 'post_type' => 'attachment', 'post_status' => 'any', 'numberposts' => -1, 'meta_key' => 'author_site_bench_picture', 'fields' => 'ids' ) ) as $id ) {
				wp_delete_attachment( $id, true );
			}
			remove_theme_mod( 'custom_logo' );
			delete_option( 'site_logo' );
			if ( ! ${ on ? 'true' : 'false' } ) { echo 'pictures: none (the built-in art)'; return; }
			$set = array( 'books' => 'cover.jpg', 'about' => 'portrait.jpg', 'logo' => 'logo.png' );
			foreach ( $set as $where => $file ) {
				copy( '${ folder }/' . $file, '${ folder }/upload-' . $file );
				$id = media_handle_sideload( array( 'name' => $file, 'tmp_name' => '${ folder }/upload-' . $file ), 0 );
				if ( is_wp_error( $id ) ) { fwrite( STDERR, $id->get_error_message() ); exit( 1 ); }
				update_post_meta( $id, 'author_site_bench_picture', 1 );
				if ( 'logo' === $where ) {
					set_theme_mod( 'custom_logo', $id );
				} else {
					set_post_thumbnail( get_page_by_path( author_site_content_slugs()[ $where ], OBJECT, 'page' ), $id );
				}
			}
			echo 'pictures: a 1600x2400 JPEG cover, a 1200x1500 photo and a PNG logo, uploaded and set';
		` )
	);
}

const REAL_PLUGINS = [
	'the-events-calendar/the-events-calendar.php',
	'constant-contact-forms/constant-contact-forms.php',
	'wpforms-lite/wpforms.php',
];

/**
 * BENCH_PLUGINS=1: the real plugins (bin/site/install-plugins.sh) active,
 * with the real-plugin site's events and forms (bin/site/setup) and
 * the content pages the theme seeds from its own defaults, not the
 * recordings. Throws when the plugin zips are missing.
 */
export function putPluginsSite() {
	const install = join( ROOT, 'bin', 'site', 'install-plugins.sh' );
	execFileSync( 'bash', [ install ], {
		stdio: [ 'ignore', 2, 2 ],
		env: { ...process.env, AUTHOR_SITE_HOME: HOME },
	} );
	switchTheme( 'author-site' );
	for ( const step of [ '1-activate.php', '2-content.php' ] ) {
		log(
			wpEval(
				readFileSync(
					join( ROOT, 'bin', 'site', 'setup', step ),
					'utf8'
				)
			)
		);
	}
	wpEval( `
		foreach ( author_site_content_slugs() as $slug ) {
			$page = get_page_by_path( $slug, OBJECT, 'page' );
			if ( $page ) { wp_delete_post( $page->ID, true ); }
		}
		author_site_seed_content_pages();
	` );
	log( 'content: the theme’s own pages, the real plugins’ events and forms' );
}

/** Without BENCH_PLUGINS: the real plugins, if a plugin run left them, off. */
export function deactivateRealPlugins() {
	wpEval( `
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		deactivate_plugins( ${ JSON.stringify( REAL_PLUGINS ) } ); // A JSON list is a PHP array.
	` );
}

/**
 * Her look (src/looks/looks.json), as the Customizer publishes it, or
 * today's with none.
 * @param {string|undefined} look A look's id.
 */
export function putLook( look ) {
	const set = wpEval( `
		$look = ${ JSON.stringify( look ?? '' ) };
		'' === $look ? remove_theme_mod( 'author_site_look' ) : set_theme_mod( 'author_site_look', $look );
		echo author_site_look_id();
	` );
	if ( look && set !== look ) {
		throw new Error( `no look ${ look } (drawn: ${ set })` );
	}
	log( `look: ${ set }` );
}

/**
 * Activates a theme (author-site or twentytwentyfive).
 * @param {string} slug
 */
export function switchTheme( slug ) {
	const active = wpEval( `
		wp_clean_themes_cache();
		if ( get_stylesheet() !== '${ slug }' ) { switch_theme( '${ slug }' ); }
		delete_option( 'rewrite_rules' );
		echo get_stylesheet();
	` );
	if ( active !== slug ) {
		throw new Error( `could not activate ${ slug } (active: ${ active })` );
	}
	log( `theme: ${ slug }` );
}

/** The URLs measured for each theme, in ROUTES order. */
export const themeUrls = {
	'author-site': ROUTES.map( ( { route } ) => route ),
	twentytwentyfive: ROUTES.map( ( { slug } ) => `/${ slug }/` ),
};

// ------------------------------------------------------------------ bare page
/**
 * A static page with the same text as the theme's Home (its server HTML with
 * every script, style, image, icon and attribute removed), a favicon, no JS
 * and no web font. Call while author-site is active.
 */
export async function writeBarePage() {
	const html = await ( await fetchRetry( `${ ORIGIN }/` ) ).text();
	const title = /<title>([^<]*)<\/title>/.exec( html )?.[ 1 ] ?? 'Home';
	let body = /<body[^>]*>([\s\S]*)<\/body>/.exec( html )?.[ 1 ] ?? '';
	for ( const tag of [
		'script',
		'style',
		'noscript',
		'template',
		'svg',
		'button',
		'form',
		'picture',
	] ) {
		body = body.replace(
			new RegExp( `<${ tag }\\b[\\s\\S]*?<\\/${ tag }>`, 'gi' ),
			''
		);
	}
	body = body
		.replace( /<(img|input|link|meta|source)\b[^>]*>/gi, '' )
		// Every element without its attributes (links keep a target, hidden stays hidden).
		.replace( /<([a-z][a-z0-9]*)\b([^>]*)>/gi, ( _, tag, attrs ) => {
			if ( /\bhidden\b/.test( attrs ) ) {
				return `<${ tag } hidden>`;
			}
			return tag.toLowerCase() === 'a' ? '<a href="#">' : `<${ tag }>`;
		} )
		.replace( /\n\s*\n+/g, '\n' );
	// Drop what is left empty (icon-only links, their list items, lists).
	for ( let before = ''; before !== body; ) {
		before = body;
		body = body.replace( /<(a|li|ul|span|div)\b[^>]*>\s*<\/\1>/g, '' );
	}
	const description =
		/<meta name="description" content="([^"]*)"/.exec( html )?.[ 1 ] ??
		'A bare static page with the same text as the home page.';
	mkdirSync( BARE_DIR, { recursive: true } );
	copyFileSync(
		join( ROOT, 'assets', 'images', 'favicon.svg' ),
		join( BARE_DIR, 'favicon.svg' )
	);
	writeFileSync(
		join( BARE_DIR, 'index.html' ),
		`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${ title }</title>
<meta name="description" content="${ description }">
<link rel="icon" href="favicon.svg" type="image/svg+xml">
<style>body{margin:0 auto;max-width:40rem;padding:1rem;font:1rem/1.5 system-ui,sans-serif;color:#222;background:#fff}a{color:#0645ad}</style>
</head>
<body>
${ body.trim() }
</body>
</html>
`
	);
	log( `bare page: ${ join( BARE_DIR, 'index.html' ) } at ${ BARE_PATH }` );
}
