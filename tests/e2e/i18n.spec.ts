import { mkdirSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import {
	expect,
	firstDifference,
	rootAfterRevisit,
	rootAsServed,
	test,
} from './support/fixtures';
import {
	blockContent,
	deletePage,
	pageId,
	putPage,
} from './support/content-pages';
import { openInEditor } from './support/editor';
import { logIn, wpEval } from './support/wp';

/*
 * Translation (docs/i18n.md): a small French translation made here, where
 * the theme's loaders read it: languages/fr_FR.mo for the theme's PHP
 * (load_theme_textdomain) and languages/author-site-fr_FR-{md5 of
 * "build/index.js"}.json for the app's script and the same under the md5 of
 * "build/editor.js" for the block editor's (wp_set_script_translations),
 * in the installed theme's folder; the site's language switched to fr_FR
 * (WPLANG; core's own French is not installed, only the theme's domain
 * matters). The visible text, the validation messages and the event dates
 * change; the first view is French and still equals the app's render. In
 * the block editor, the Sections panel names the sections in French.
 * English comes back after, and is checked to be back, pass or fail.
 */

const SCREENSHOTS = 'artifacts/screenshots';
const MONTHS = [
	'janvier',
	'février',
	'mars',
	'avril',
	'mai',
	'juin',
	'juillet',
	'août',
	'septembre',
	'octobre',
	'novembre',
	'décembre',
];
const WEEKDAYS = [
	'dimanche',
	'lundi',
	'mardi',
	'mercredi',
	'jeudi',
	'vendredi',
	'samedi',
];
const FRENCH: Record< string, string > = {
	Home: 'Accueil',
	Books: 'Livres',
	About: 'À propos',
	Events: 'Événements',
	'Upcoming Events': 'Événements à venir',
	'Stay Tuned': 'Restez à l’écoute',
	'Past Events': 'Événements passés',
	'Subscribe to the calendar': 'S’abonner au calendrier',
	'Never Miss an Event': 'Ne manquez aucun événement',
	'Add to calendar (.ics)': 'Ajouter au calendrier (.ics)',
	'Event details': 'Détails de l’événement',
	Name: 'Nom',
	Subject: 'Objet',
	'Send Message': 'Envoyer le message',
	'Name is required': 'Le nom est obligatoire',
	'Email is required': 'L’e-mail est obligatoire',
	'Hero title': 'Titre principal',
	'Missing: the built-in text shows': 'Absente : le texte prévu s’affiche',
	'Add %s': 'Ajouter %s',
	'l, F j, Y': 'l j F Y',
	'g:i A': 'G \\h i',
	...Object.fromEntries(
		[
			'Sunday',
			'Monday',
			'Tuesday',
			'Wednesday',
			'Thursday',
			'Friday',
			'Saturday',
		].map( ( day, i ) => [ day, WEEKDAYS[ i ] ] )
	),
	...Object.fromEntries(
		[
			'January',
			'February',
			'March',
			'April',
			'May',
			'June',
			'July',
			'August',
			'September',
			'October',
			'November',
			'December',
		].map( ( month, i ) => [ month, MONTHS[ i ] ] )
	),
};

// The translation's files in the installed theme, as PHP names them.
const FILES = `
	$dir   = get_stylesheet_directory() . '/languages';
	$files = array( $dir . '/fr_FR.mo', $dir . '/author-site-fr_FR-' . md5( 'build/index.js' ) . '.json', $dir . '/author-site-fr_FR-' . md5( 'build/editor.js' ) . '.json' );
`;

/**
 * English again, the translation's files gone; returns the locale and the
 * files still there.
 */
function restoreEnglish(): string {
	wpEval( `${ FILES }
		foreach ( $files as $file ) {
			wp_delete_file( $file );
		}
		delete_option( 'WPLANG' );
	` );
	// A new request: this one's locale was settled when WordPress loaded.
	return wpEval( `${ FILES }
		echo get_locale(), ' ', count( array_filter( $files, 'file_exists' ) );
	` );
}

/**
 * The language of a route as the server sends it: <html lang> and the
 * Books link's text.
 * @param request A request context.
 */
async function servedLanguage( request: APIRequestContext ): Promise< string > {
	const html = await ( await request.get( '/events' ) ).text();
	const lang = /<html[^>]*\slang="([^"]*)"/.exec( html )?.[ 1 ];
	const books = /href="[^"]*\/books"[^>]*>([^<]*)</.exec( html )?.[ 1 ];
	return `${ lang } ${ books }`;
}

test.describe.configure( { mode: 'serial' } );

test.beforeAll( async ( { playwright, baseURL } ) => {
	// From English, whatever a stopped run left.
	expect( restoreEnglish() ).toBe( 'en_US 0' );
	const entries = Buffer.from( JSON.stringify( FRENCH ) ).toString(
		'base64'
	);
	const written = wpEval( `${ FILES }
		// The installed theme's folder, never a checkout linked in its place:
		// a file left there by a stopped run would ship in the next zip.
		if ( is_link( get_stylesheet_directory() ) ) {
			echo 'the theme is a link to a checkout: run the install project first';
			return;
		}
		require_once ABSPATH . WPINC . '/pomo/mo.php';
		wp_mkdir_p( dirname( $files[0] ) );
		$entries = json_decode( base64_decode( '${ entries }' ), true );
		$plurals = 'nplurals=2; plural=n > 1;';
		$mo      = new MO();
		$mo->set_header( 'Language', 'fr_FR' );
		$mo->set_header( 'Plural-Forms', $plurals );
		$jed = array( '' => array( 'domain' => 'messages', 'lang' => 'fr_FR', 'plural-forms' => $plurals ) );
		foreach ( $entries as $english => $french ) {
			$mo->add_entry( new Translation_Entry( array( 'singular' => $english, 'translations' => array( $french ) ) ) );
			$jed[ $english ] = array( $french );
		}
		$mo->export_to_file( $files[0] );
		foreach ( array( $files[1], $files[2] ) as $json ) {
			file_put_contents( $json, wp_json_encode( array( 'domain' => 'messages', 'locale_data' => array( 'messages' => $jed ) ) ) );
		}
		// WordPress keeps a language out of WPLANG unless core's own pack is installed.
		add_filter( 'sanitize_option_WPLANG', static fn( $value, $option, $original ) => $original, 10, 3 );
		update_option( 'WPLANG', 'fr_FR' );
		echo count( array_filter( $files, 'file_exists' ) ), ' ', get_option( 'WPLANG' );
	` );
	expect( written ).toBe( '3 fr_FR' );
	// The site answers in French from the next request on.
	const request = await playwright.request.newContext( { baseURL } );
	await expect.poll( () => servedLanguage( request ) ).toBe( 'fr-FR Livres' );
	await request.dispose();
} );

test.afterAll( async ( { playwright, baseURL } ) => {
	expect( restoreEnglish() ).toBe( 'en_US 0' );
	const request = await playwright.request.newContext( { baseURL } );
	await expect.poll( () => servedLanguage( request ) ).toBe( 'en-US Books' );
	await request.dispose();
} );

test( 'WordPress runs in French without core’s language pack', () => {
	expect(
		wpEval(
			`echo get_locale(), ' ', determine_locale(), ' ', translate( 'Books', 'author-site' );`
		)
	).toBe( 'fr_FR fr_FR Livres' );
} );

test( 'a route’s text and its dates are French, first view and app alike', async ( {
	page,
	request,
} ) => {
	const nav = page.getByRole( 'navigation', { name: 'Main' } );
	const server = await rootAsServed( page, request, '/events' );
	// The first view, as the server sent it, before the app ran.
	for ( const text of [ 'Livres', 'Événements passés', 'mardi' ] ) {
		expect( server ).toContain( text );
	}
	expect( server ).not.toContain( '"Past Events"' );
	await expect( page.locator( 'html' ) ).toHaveAttribute( 'lang', 'fr-FR' );
	await expect( nav.getByRole( 'link', { name: 'Livres' } ) ).toBeVisible();
	await expect(
		page.getByRole( 'heading', { name: 'Événements passés' } )
	).toBeVisible();
	const dates = await page.locator( 'main time' ).allTextContents();
	expect( dates.length ).toBeGreaterThan( 0 );
	for ( const date of dates ) {
		expect( date ).toMatch(
			new RegExp(
				`^(${ WEEKDAYS.join( '|' ) }) \\d+ (${ MONTHS.join( '|' ) }) \\d{4}`
			)
		);
		expect( date ).not.toMatch( /AM|PM|day|January|September/ );
	}
	// The app's own render, in the app's translation: the same.
	const client = await rootAfterRevisit( page, '/events', 'Accueil' );
	expect( firstDifference( client, server ) ).toBe( 'none' );
	await expect( page.locator( 'main time' ) ).toHaveText( dates );
	mkdirSync( SCREENSHOTS, { recursive: true } );
	await page.screenshot( {
		path: `${ SCREENSHOTS }/events-fr-1280.png`,
		fullPage: true,
	} );
} );

test( 'the contact form’s validation messages are French', async ( {
	page,
	request,
} ) => {
	const server = await rootAsServed( page, request, '/contact' );
	expect( server ).toContain( 'Envoyer le message' );
	const client = await rootAfterRevisit( page, '/contact', 'Accueil' );
	expect( firstDifference( client, server ) ).toBe( 'none' );
	await page.getByRole( 'button', { name: 'Envoyer le message' } ).click();
	await expect( page.getByText( 'Le nom est obligatoire' ) ).toBeVisible();
	await expect( page.getByText( 'Name is required' ) ).toHaveCount( 0 );
	// The first check that fails is the one shown: the email's next.
	await page.getByRole( 'textbox', { name: 'Nom' } ).fill( 'Élise' );
	await page.getByRole( 'button', { name: 'Envoyer le message' } ).click();
	await expect( page.getByText( 'L’e-mail est obligatoire' ) ).toBeVisible();
	await expect( page.getByText( 'Le nom est obligatoire' ) ).toHaveCount( 0 );
} );

test.describe( 'in the block editor', () => {
	// The editor asks the internet for things (none of the theme's): offline, those fail.
	test.use( { allowedConsoleErrors: [ /ERR_NAME_NOT_RESOLVED/ ] } );

	test( 'the block editor names the sections in French', async ( {
		page,
	} ) => {
		// A Home content page with one section: the others are missing.
		putPage( 'home', blockContent( { hero_subtitle: 'Un sous-titre' } ) );
		try {
			await logIn( page );
			await openInEditor( page, pageId( 'home' ) );
			const panel = page.locator( '.author-site-sections-panel' );
			await expect(
				panel.getByRole( 'button', { name: 'Ajouter Titre principal' } )
			).toBeVisible();
			await expect(
				panel.locator( 'li', { hasText: 'Titre principal' } )
			).toContainText( 'Absente : le texte prévu s’affiche' );
			await expect( panel ).not.toContainText( 'Hero title' );
		} finally {
			deletePage( 'home' );
		}
	} );
} );
