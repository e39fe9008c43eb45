import {
	parseInertHtml,
	withoutEventHandlers,
} from '../../../src/content/inertHtml';

describe( 'withoutEventHandlers', () => {
	it.each( [
		[ '<img src=x onerror=alert(1)>', '<img src=x data-onerror=alert(1)>' ],
		[ '<svg/onload=alert(1)>', '<svg/data-onload=alert(1)>' ],
		[ '<IMG SRC=x ONERROR = "a()">', '<IMG SRC=x data-ONERROR = "a()">' ],
		[ '<a href="/" onclick>x</a>', '<a href="/" data-onclick>x</a>' ],
		[ '<p>sign on=yes, onion=3</p>', '<p>sign on=yes, onion=3</p>' ],
		[ '<p>5 &lt; 6 onload=x</p>', '<p>5 &lt; 6 onload=x</p>' ],
	] )( '%s', ( html, expected ) => {
		expect( withoutEventHandlers( html ) ).toBe( expected );
	} );

	it( 'keeps the tree and its text', () => {
		const html =
			'<p>A <img src=x onerror=alert(1)> b <a href="https://x.test/" onmouseover="y()">link</a> c</p><ul><li>one</li></ul>';
		const doc = parseInertHtml( html );
		const plain = new DOMParser().parseFromString( html, 'text/html' );
		expect( doc.body.textContent ).toBe( plain.body.textContent );
		expect( doc.body.children.length ).toBe( plain.body.children.length );
		expect( doc.querySelector( 'a' )?.getAttribute( 'href' ) ).toBe(
			'https://x.test/'
		);
		expect(
			Array.from( doc.querySelectorAll( '*' ) ).flatMap( ( el ) =>
				el.getAttributeNames().filter( ( name ) => /^on/i.test( name ) )
			)
		).toEqual( [] );
	} );
} );
