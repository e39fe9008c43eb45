/**
 * Her look's faces on a first visit (docs/first-paint.md#her-fonts-on-the-first-page):
 * once the page is loaded and idle, loads them by their own @font-face rules
 * (the inline CSS, inc/app/fonts.php) and notes their version, so that the
 * head's switch draws the next page with them from its first paint; this page
 * takes them at the reader's first tap or key (`has-web-fonts` on <html>).
 */

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
 * @param win
 * @param task
 */
function onFirstInput( win: Window, task: () => void ): void {
	const types = [ 'pointerdown', 'keydown' ];
	const once = () => {
		types.forEach( ( type ) =>
			win.removeEventListener( type, once, true )
		);
		task();
	};
	types.forEach( ( type ) => win.addEventListener( type, once, true ) );
}

/**
 * Loads her look's faces (those with a local stand-in, "NAME fallback"),
 * notes their version, then draws with them from the reader's first input.
 * Does nothing when the page already draws with them (the head's switch).
 * @param version The faces' files' version (the loader's `data-fonts-version`).
 * @param doc
 * @param win
 */
export async function loadFaces(
	version: string,
	doc: Document = document,
	win: Window = window
): Promise< void > {
	const root = doc.documentElement;
	if ( ! version || ! doc.fonts || root.classList.contains( FACES_CLASS ) ) {
		return;
	}
	const families = new Set< string >();
	doc.fonts.forEach( ( face ) => families.add( unquoted( face.family ) ) );
	const faces: FontFace[] = [];
	doc.fonts.forEach( ( face ) => {
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
		win.localStorage.setItem( FACES_KEY, version );
	} catch {}
	onFirstInput( win, () => root.classList.add( FACES_CLASS ) );
}

/**
 * Loads the faces once the page has loaded and is idle, never in the way of
 * the first view or the app's start.
 * @param doc
 * @param win
 */
export function loadFacesWhenIdle(
	doc: Document = document,
	win: Window = window
): void {
	const version =
		doc
			.getElementById( 'author-site-app-loader' )
			?.getAttribute( 'data-fonts-version' ) ?? '';
	const later = () => {
		const task = () => void loadFaces( version, doc, win );
		if ( win.requestIdleCallback ) {
			win.requestIdleCallback( task, { timeout: 5000 } );
		} else {
			win.setTimeout( task, 1000 );
		}
	};
	if ( doc.readyState === 'complete' ) {
		later();
	} else {
		win.addEventListener( 'load', later, { once: true } );
	}
}
