/**
 * bin/check/twins.mjs (docs/twins.md): a PHP twin not where its name says,
 * or a "Twin:" that names nothing in the file the rule gives, fails the lint,
 * one line each; what docs/twins.md lists is let be.
 */
import { folderWith, runScript } from '../support/gate';

/** docs/twins.md with each table's rows. */
function list( rows: Record< string, string[] > = {} ): string {
	return [
		'Views only the app draws',
		'Markup only the server prints',
		'Views named by their parts',
		'Twins across files',
	]
		.map( ( heading ) =>
			[
				`## ${ heading }`,
				'| a | b |',
				'|---|---|',
				...( rows[ heading ] ?? [] ),
			].join( '\n' )
		)
		.join( '\n\n' );
}

/** A view, its render twin and a module with its twin, all as the rule says. */
const FILES = {
	'docs/twins.md': list(),
	'src/pages/HomePage.tsx':
		'function Hero() {}\nexport function HomePage() {}',
	'inc/render/pages/home-page.php': [
		'<?php',
		'/** The opening band. Twin: Hero. */',
		'function author_site_hero() {}',
		'/** Renders Home. Twin: HomePage. */',
		'function author_site_home_page() {}',
	].join( '\n' ),
	'src/events/format.ts': 'export function formatEventDate() {}',
	'inc/events/format.php':
		'<?php\n/** Twin: formatEventDate(). */\nfunction author_site_format_event_date() {}',
};

/**
 * Runs the check in a folder of FILES and the given files.
 *
 * @param files Path → content.
 */
function check( files: Record< string, string > = {} ) {
	return runScript(
		'check/twins.mjs',
		[],
		folderWith( { ...FILES, ...files } ),
		{}
	);
}

test( 'every twin where its name says: passes', () => {
	const run = check();
	expect( run.lines ).toEqual( [ 'twins: 0 problem(s)' ] );
	expect( run.status ).toBe( 0 );
} );

test( 'a view without its twin, a twin without its view: fails, unless listed', () => {
	const files = {
		'src/ui/Spinner.tsx': 'export function Spinner() {}',
		'inc/render/html.php': '<?php',
	};
	const run = check( files );
	expect( run.lines ).toEqual( [
		'src/ui/Spinner.tsx has no twin at inc/render/ui/spinner.php (or list it in docs/twins.md)',
		'inc/render/html.php twins no view at src/<dir>/<Name>.tsx (or list it in docs/twins.md)',
		'twins: 2 problem(s)',
	] );
	expect( run.status ).toBe( 1 );
	const listed = check( {
		...files,
		'docs/twins.md': list( {
			'Views only the app draws': [ '| `src/ui/Spinner.tsx` | why |' ],
			'Markup only the server prints': [
				'| `inc/render/html.php` | why |',
			],
		} ),
	} );
	expect( listed.status ).toBe( 0 );
} );

test( 'a twin not named by the rule, a marker naming nothing: fails', () => {
	const run = check( {
		'inc/render/pages/home-page.php': [
			'<?php',
			'/** The opening band. Twin: Hero. */',
			'function author_site_render_hero() {}',
			'/** Twin: Footer. */',
			'function author_site_footer() {}',
			'function author_site_render_home() {}',
		].join( '\n' ),
		'inc/events/format.php':
			'<?php\n/** Twin: formatDate(). */\nfunction author_site_format_date() {}',
	} );
	expect( run.lines ).toEqual( [
		'inc/render/pages/home-page.php does not define author_site_home_page(), the twin of src/pages/HomePage.tsx',
		'inc/events/format.php:2 "Twin: formatDate" names nothing in src/events/format.ts',
		'inc/render/pages/home-page.php:2 author_site_render_hero() twins Hero, so is named author_site_hero()',
		'inc/render/pages/home-page.php:4 "Twin: Footer" names nothing in src/pages/HomePage.tsx',
		'twins: 4 problem(s)',
	] );
	expect( run.status ).toBe( 1 );
} );

test( 'a path docs/twins.md lists that is not there: fails', () => {
	const run = check( {
		'docs/twins.md': list( {
			'Twins across files': [
				'| `src/ui/gone.ts` | `inc/lib/gone.php` | what |',
			],
		} ),
	} );
	expect( run.lines ).toEqual( [
		'docs/twins.md lists src/ui/gone.ts, which is not there',
		'docs/twins.md lists inc/lib/gone.php, which is not there',
		'twins: 2 problem(s)',
	] );
	expect( run.status ).toBe( 1 );
} );
