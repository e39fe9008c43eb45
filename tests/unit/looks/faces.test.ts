/**
 * Her look's faces on a first visit (src/looks/faces.ts): loaded once the
 * page is idle, only the look's own (those with a stand-in), their version
 * noted for the head's switch, and drawn from the reader's first input.
 */
import {
	FACES_CLASS,
	FACES_KEY,
	loadFaces,
	loadFacesWhenIdle,
} from '../../../src/looks/faces';

type Face = { family: string; load: jest.Mock };

/**
 * A document's FontFaceSet with these faces.
 * @param faces Family → whether its file loads.
 */
function fontsOf( faces: Record< string, boolean > ): Face[] {
	const set = Object.entries( faces ).map( ( [ family, loads ] ) => ( {
		family,
		load: jest.fn( () =>
			loads ? Promise.resolve() : Promise.reject( new Error( 'network' ) )
		),
	} ) );
	Object.defineProperty( document, 'fonts', {
		configurable: true,
		value: {
			forEach: ( callback: ( face: Face ) => void ) =>
				set.forEach( callback ),
		},
	} );
	return set;
}

const THE_LOOK = {
	'"Playfair Display"': true,
	'"Playfair Display fallback"': true,
	dashicons: true,
};

beforeEach( () => {
	document.documentElement.className = '';
	localStorage.clear();
} );

it( 'loads the look’s faces and no other, notes their version, and draws with them from the first key', async () => {
	const [ face, standIn, plugin ] = fontsOf( THE_LOOK );
	await loadFaces( 'abc123abc123' );
	expect( face!.load ).toHaveBeenCalled();
	expect( standIn!.load ).not.toHaveBeenCalled();
	expect( plugin!.load ).not.toHaveBeenCalled();
	expect( localStorage.getItem( FACES_KEY ) ).toBe( 'abc123abc123' );
	// Not at once: a swap with no input before it counts as a layout shift.
	expect( document.documentElement.classList ).not.toContain( FACES_CLASS );
	window.dispatchEvent( new KeyboardEvent( 'keydown' ) );
	expect( document.documentElement.classList ).toContain( FACES_CLASS );
} );

it( 'draws with them from the first tap too, once', async () => {
	fontsOf( THE_LOOK );
	await loadFaces( 'v1' );
	const add = jest.spyOn( document.documentElement.classList, 'add' );
	window.dispatchEvent( new Event( 'pointerdown' ) );
	window.dispatchEvent( new KeyboardEvent( 'keydown' ) );
	expect( add ).toHaveBeenCalledTimes( 1 );
	add.mockRestore();
} );

it( 'keeps the stand-ins when a face does not load', async () => {
	fontsOf( { Fraunces: false, 'Fraunces fallback': true } );
	await loadFaces( 'v1' );
	window.dispatchEvent( new KeyboardEvent( 'keydown' ) );
	expect( localStorage.getItem( FACES_KEY ) ).toBeNull();
	expect( document.documentElement.classList ).not.toContain( FACES_CLASS );
} );

it( 'does nothing when the head’s switch already draws with them, or without a version', async () => {
	const [ face ] = fontsOf( THE_LOOK );
	document.documentElement.classList.add( FACES_CLASS );
	await loadFaces( 'v1' );
	document.documentElement.className = '';
	await loadFaces( '' );
	expect( face!.load ).not.toHaveBeenCalled();
} );

it( 'waits for the page’s load, then for an idle moment', () => {
	const [ face ] = fontsOf( THE_LOOK );
	const loader = document.createElement( 'script' );
	loader.id = 'author-site-app-loader';
	loader.setAttribute( 'data-fonts-version', 'v2' );
	document.body.append( loader );
	const idle = jest.fn();
	window.requestIdleCallback = idle;
	const readyState = jest
		.spyOn( document, 'readyState', 'get' )
		.mockReturnValue( 'loading' );
	loadFacesWhenIdle();
	expect( idle ).not.toHaveBeenCalled();
	window.dispatchEvent( new Event( 'load' ) );
	expect( idle ).toHaveBeenCalledTimes( 1 );
	expect( face!.load ).not.toHaveBeenCalled();
	idle.mock.calls[ 0 ]![ 0 ]();
	expect( face!.load ).toHaveBeenCalled();
	readyState.mockRestore();
	delete ( window as Partial< Window > ).requestIdleCallback;
	loader.remove();
} );
