/**
 * Her look's faces on a first visit (docs/first-paint.md#her-fonts-on-the-first-page):
 * once the page is loaded and idle, loads them by their own @font-face rules
 * (the inline CSS, inc/app/fonts.php) and notes their version, so that the
 * head's switch draws the next page with them from its first paint; this page
 * takes them at the reader's first tap or key (`has-web-fonts` on <html>).
 */

import { whenSettled } from '../whenSettled';

/** Where the version of the faces the browser holds is noted (inc/app/fonts.php reads it). */
export const FACES_KEY = 'author-site-fonts';

/** The class under which the CSS names the web faces (inc/app/looks.php). */
export const FACES_CLASS = 'has-web-fonts';

/**
 * A family name as a FontFace gives it, unquoted.
 * @param family
 */
const unquoted = ( family: string ): string => family.replace( /^"|"$/g, '' );

/**
 * Runs a task once, at the reader's next tap, click or key: a layout shift
 * then does not count in CLS, and the page changes under her hand anyway.
 * @param task
 */
function onFirstInput( task: () => void ): void {
	const types = [ 'pointerdown', 'keydown' ];
	const once = () => {
		types.forEach( ( type ) =>
			window.removeEventListener( type, once, true )
		);
		task();
	};
	types.forEach( ( type ) => window.addEventListener( type, once, true ) );
}

/**
 * Loads her look's faces (those with a local stand-in, "NAME fallback"),
 * notes their version, then draws with them from the reader's first input.
 * Does nothing when the page already draws with them (the head's switch).
 * @param version The faces' files' version (the loader's `data-fonts-version`).
 */
export async function loadFaces( version: string ): Promise< void > {
	const root = document.documentElement;
	if (
		! version ||
		! document.fonts ||
		root.classList.contains( FACES_CLASS )
	) {
		return;
	}
	const families = new Set< string >();
	document.fonts.forEach( ( face ) =>
		families.add( unquoted( face.family ) )
	);
	const faces: FontFace[] = [];
	document.fonts.forEach( ( face ) => {
		if ( families.has( `${ unquoted( face.family ) } fallback` ) ) {
			faces.push( face );
		}
	} );
	if ( ! faces.length ) {
		return;
	}
	try {
		await Promise.all( faces.map( ( face ) => face.load() ) );
	} catch {
		// A face that cannot load: the stand-ins stay, as they are made to.
		return;
	}
	try {
		window.localStorage.setItem( FACES_KEY, version );
	} catch {}
	onFirstInput( () => root.classList.add( FACES_CLASS ) );
}

/**
 * Loads the faces once the page has loaded and is idle, never in the way of
 * the first view or the app's start.
 */
export function loadFacesWhenIdle(): void {
	const version =
		document
			.getElementById( 'author-site-app-loader' )
			?.getAttribute( 'data-fonts-version' ) ?? '';
	whenSettled( () => void loadFaces( version ), 5000, 1000 );
}
