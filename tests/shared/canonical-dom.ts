/**
 * A canonical text of a DOM subtree, for comparing the server's first view
 * with the app's render: tags, sorted attributes and text nodes, nothing else
 * (comments and whitespace-only differences in attribute order do not count;
 * a style attribute counts as its declarations).
 * Self-contained, so Playwright can pass it into a page as source.
 *
 * @param root The subtree.
 */
export function canonical( root: Element | null ): string {
	const walk = ( node: Node ): string => {
		if ( node.nodeType === Node.TEXT_NODE ) {
			return JSON.stringify( node.textContent );
		}
		if ( node.nodeType !== Node.ELEMENT_NODE ) {
			return '';
		}
		const element = node as Element;
		// The forms' signed token holds the second the page was drawn: two
		// draws a second apart differ there and nowhere else.
		const token =
			element.tagName === 'INPUT' &&
			element.getAttribute( 'name' ) === 'author_site_token';
		// A style attribute as the browser reads it: the app's render sets
		// it through the CSSOM, which writes `--a: b;` for the server's `--a:b`.
		const value = ( a: Attr ) => {
			if ( token && a.name === 'value' ) {
				return 'TOKEN';
			}
			return a.name === 'style'
				? ( element as HTMLElement ).style.cssText
				: a.value;
		};
		const attributes = Array.from( element.attributes )
			.map( ( a ) => `${ a.name }=${ JSON.stringify( value( a ) ) }` )
			.sort()
			.join( ' ' );
		const children = Array.from( element.childNodes )
			.map( walk )
			.join( '' );
		return `<${ element.tagName.toLowerCase() } ${ attributes }>${ children }</>`;
	};
	return root ? walk( root ) : 'no root';
}

/**
 * Where two canonical renders part, with some context, or 'none'.
 *
 * @param a One render (the app's).
 * @param b The other (the server's).
 */
export function firstDifference( a: string, b: string ): string {
	if ( a === b ) {
		return 'none';
	}
	let i = 0;
	while ( a[ i ] === b[ i ] ) {
		i++;
	}
	const from = Math.max( 0, i - 120 );
	return `at ${ i }:\n  app:    …${ a.slice( from, i + 120 ) }\n  server: …${ b.slice( from, i + 120 ) }`;
}
