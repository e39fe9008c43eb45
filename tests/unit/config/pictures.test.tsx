/**
 * The author's pictures in the app (docs/pictures.md): the configuration's
 * reader (src/config/pictures.ts) and the views (src/ui/Picture.tsx,
 * src/ui/Logo.tsx): the built-in cover and the monogram draw hostile titles
 * and names as text, never as markup.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import {
	parseImage,
	parsePictures,
	DEFAULT_PICTURES,
} from '../../../src/config/pictures';

const IMAGE = {
	src: 'https://example.test/wp-content/uploads/cover-683x1024.jpg',
	srcset: 'https://example.test/wp-content/uploads/cover-683x1024.jpg 683w, https://example.test/wp-content/uploads/cover.jpg 1600w',
	sizes: '(max-width: 502px) 70vw, 352px',
	width: 683,
	height: 1024,
	alt: '',
};

/**
 * The views with a page configuration holding these pictures (read once per
 * module: a fresh module registry for each).
 * @param pictures
 */
function views( pictures: unknown ) {
	document.body.innerHTML = '';
	const script = document.createElement( 'script' );
	script.type = 'application/json';
	script.id = 'author-site-config';
	script.textContent = JSON.stringify( {
		assetsUrl: 'https://example.test/build/',
		siteName: 'Site & "Name"',
		pictures,
	} );
	document.body.append( script );
	let modules: {
		Picture: typeof import( '../../../src/ui/Picture' );
		Logo: typeof import( '../../../src/ui/Logo' );
	};
	jest.isolateModules( () => {
		modules = {
			Picture: require( '../../../src/ui/Picture' ),
			Logo: require( '../../../src/ui/Logo' ),
		};
	} );
	return modules!;
}

describe( 'parseImage', () => {
	it( 'keeps what WordPress printed', () => {
		expect( parseImage( IMAGE ) ).toEqual( IMAGE );
	} );
	it.each( [
		[ 'a javascript: source', { ...IMAGE, src: 'javascript:alert(1)' } ],
		[ 'a relative source', { ...IMAGE, src: '/cover.jpg' } ],
		[ 'no width', { ...IMAGE, width: undefined } ],
		[ 'a zero height', { ...IMAGE, height: 0 } ],
		[ 'a width as text', { ...IMAGE, width: '683' } ],
		[ 'a huge width', { ...IMAGE, width: 1e9 } ],
		[ 'not an object', 'cover.jpg' ],
	] )( 'refuses %s (the built-in art shows)', ( _label, value ) => {
		expect( parseImage( value ) ).toBeNull();
	} );
	it( 'drops sizes without a srcset, and a non-text alt', () => {
		expect( parseImage( { ...IMAGE, srcset: undefined, alt: 3 } ) ).toEqual(
			{ ...IMAGE, srcset: '', sizes: '', alt: '' }
		);
	} );
} );

describe( 'parsePictures', () => {
	it( 'falls back to the base without an object', () => {
		expect( parsePictures( null, DEFAULT_PICTURES ) ).toBe(
			DEFAULT_PICTURES
		);
	} );
	it( 'reads each picture and the monogram', () => {
		expect(
			parsePictures(
				{
					cover: IMAGE,
					portrait: { src: 'x' },
					monogram: { initials: 'אב', dir: 'rtl', pair: true },
				},
				DEFAULT_PICTURES
			)
		).toEqual( {
			cover: IMAGE,
			portrait: null,
			logo: null,
			monogram: { initials: 'אב', dir: 'rtl', pair: true },
		} );
	} );
} );

describe( 'the built-in cover', () => {
	const hostile = [
		[
			'markup',
			'<img src=x onerror=alert(1)>',
			'&lt;img src=x onerror=alert(1)&gt;',
		],
		[ 'an ampersand', 'Ash & Ember', 'Ash &amp; Ember' ],
		[
			'quotes',
			'The "Client" & \'Her\'',
			'The &quot;Client&quot; &amp; &#x27;Her&#x27;',
		],
		[ 'right-to-left text', 'סוד המדליון', 'סוד המדליון' ],
	];
	it.each( hostile )(
		'writes a title with %s as text',
		( _label, title, escaped ) => {
			const { Picture } = views( { cover: null } );
			const html = renderToStaticMarkup(
				<Picture.BookCover title={ title } authorName="Nell <O'Hara>" />
			);
			expect( html ).toContain(
				`<span class="cover__title" dir="auto">${ escaped }</span>`
			);
			expect( html ).toContain(
				'<span class="cover__author" dir="auto">Nell &lt;O&#x27;Hara&gt;</span>'
			);
			expect( html ).not.toContain( '<img src=x' );
			// The text alternative names both, as text in an attribute.
			const label = /aria-label="([^"]*)"/.exec( html )![ 1 ];
			expect( label ).toContain( 'Cover of ' );
			expect( label ).not.toMatch( /[<>"]/ );
		}
	);

	it( 'keeps a very long title whole in the markup (CSS wraps and clamps it)', () => {
		const title = 'Word '.repeat( 80 ).trim() + 'Unbreakable'.repeat( 20 );
		const { Picture } = views( { cover: null } );
		const html = renderToStaticMarkup(
			<Picture.BookCover title={ title } authorName="A" />
		);
		expect( html ).toContain( `>${ title }</span>` );
	} );

	it( "shows the author's cover with WordPress's attributes, and its own alt text first", () => {
		const { Picture } = views( { cover: { ...IMAGE, alt: 'My cover' } } );
		const html = renderToStaticMarkup(
			<Picture.BookCover title="T" authorName="A" />
		);
		expect( html ).toBe(
			`<img class="cover" src="${ IMAGE.src }" srcSet="${ IMAGE.srcset }" sizes="${ IMAGE.sizes }" fetchpriority="low" width="683" height="1024" alt="My cover"/>`
		);
	} );

	it( 'asks for a small size of a cover in a list, and only of one with sizes to choose from', () => {
		const { Picture } = views( { cover: null } );
		const listed = renderToStaticMarkup(
			<Picture.BookCover title="T" authorName="A" image={ IMAGE } lazy />
		);
		expect( listed ).toContain(
			'sizes="(max-width: 359px) calc(100vw - 3rem), (max-width: 527px) 52vw, 200px"'
		);
		expect( listed ).toContain( 'loading="lazy"' );
		const single = renderToStaticMarkup(
			<Picture.BookCover
				title="T"
				authorName="A"
				image={ { ...IMAGE, srcset: '', sizes: '' } }
				lazy
			/>
		);
		expect( single ).not.toContain( 'sizes=' );
	} );
} );

describe( 'the logo', () => {
	it( 'draws the monogram’s initials as text, right to left when they read so', () => {
		const { Logo } = views( {
			monogram: { initials: 'ע<', dir: 'rtl', pair: true },
		} );
		const html = renderToStaticMarkup(
			<Logo.Logo className="brand__logo" size={ 40 } />
		);
		expect( html ).toContain( 'direction="rtl"' );
		expect( html ).toContain( '>ע&lt;</text>' );
		expect( html ).toContain( 'textLength="40"' );
	} );

	it( 'draws one initial at its own width, and no text without one', () => {
		const one = views( {
			monogram: { initials: 'N', dir: 'ltr', pair: false },
		} );
		const html = renderToStaticMarkup(
			<one.Logo.Logo className="brand__logo" size={ 40 } />
		);
		expect( html ).toContain( '>N</text>' );
		expect( html ).not.toContain( 'textLength' );
		const none = views( {
			monogram: { initials: '', dir: 'ltr', pair: false },
		} );
		expect(
			renderToStaticMarkup(
				<none.Logo.Logo className="brand__logo" size={ 40 } />
			)
		).not.toContain( '<text' );
	} );

	it( 'shows the Site Logo with the site name as its alt text', () => {
		const { Logo } = views( { logo: IMAGE } );
		const html = renderToStaticMarkup(
			<Logo.Logo className="brand__logo" size={ 40 } />
		);
		expect( html ).toContain( 'alt="Site &amp; &quot;Name&quot;"' );
		expect( html ).toContain( `src="${ IMAGE.src }"` );
		// In the header the name is written beside it: no alt text, even its own.
		const beside = views( { logo: { ...IMAGE, alt: 'Logo' } } );
		expect(
			renderToStaticMarkup(
				<beside.Logo.Logo
					className="brand__logo"
					size={ 40 }
					besideName
				/>
			)
		).toContain( 'alt=""' );
	} );
} );
