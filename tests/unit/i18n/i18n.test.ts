/**
 * Translation (docs/i18n.md): the copy files through the theme's text domain
 * (src/i18n/translate.ts), event dates in a translated format, and the .pot
 * bin/build/pot.mjs makes (the committed languages/author-site.pot is its
 * current output).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setLocaleData, resetLocaleData } from '@wordpress/i18n';
import {
	isTranslatable,
	pluralCopy,
	translateCopy,
} from '../../../src/i18n/translate';
import booksCopy from '../../../src/books/copy.json';
import navigation from '../../../src/layout/navigation.json';
import rules from '../../../src/contact/rules.json';

const root = join( __dirname, '..', '..', '..' );

afterEach( () => resetLocaleData( undefined, 'author-site' ) );

describe( 'translateCopy', () => {
	it( 'returns the English text with no translation loaded', () => {
		expect( translateCopy( navigation ) ).toEqual( navigation );
	} );

	it( 'translates the strings in the theme’s text domain, keeping routes and patterns', () => {
		setLocaleData(
			{
				'': { domain: 'author-site', lang: 'fr_FR' },
				Books: [ 'Livres' ],
				'Name is required': [ 'Le nom est obligatoire' ],
				'^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$': [ 'x' ],
				'/books': [ '/livres' ],
			},
			'author-site'
		);
		expect( translateCopy( navigation )[ 1 ] ).toEqual( {
			to: '/books',
			label: 'Livres',
		} );
		const translated = translateCopy( rules );
		expect( translated.errors.nameRequired ).toBe(
			'Le nom est obligatoire'
		);
		expect( translated.emailPattern ).toBe( rules.emailPattern );
		expect( translated.messageMinLength ).toBe( 10 );
	} );

	it( 'leaves a plural pair as written, for pluralCopy() to translate with its number', () => {
		setLocaleData(
			{
				'': {
					domain: 'author-site',
					lang: 'pl_PL',
					'plural-forms':
						'nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);',
				},
				'{count} book': [
					'{count} książka',
					'{count} książki',
					'{count} książek',
				],
				'On hiatus': [ 'Przerwa' ],
			},
			'author-site'
		);
		const translated = translateCopy( booksCopy );
		expect( translated.seriesBooks ).toEqual( booksCopy.seriesBooks );
		expect( translated.seriesHiatus ).toBe( 'Przerwa' );
		expect(
			[ 1, 3, 5, 22 ].map( ( n ) =>
				pluralCopy( translated.seriesBooks, n )
			)
		).toEqual( [
			'{count} książka',
			'{count} książki',
			'{count} książek',
			'{count} książki',
		] );
	} );

	it( 'picks English’s singular for 1 only, with no translation loaded', () => {
		expect(
			[ 0, 1, 2 ].map( ( n ) => pluralCopy( booksCopy.seriesBooks, n ) )
		).toEqual( [ '{count} books', '{count} book', '{count} books' ] );
	} );

	it( 'leaves strings without a letter alone', () => {
		expect( isTranslatable( '.' ) ).toBe( false );
		expect( isTranslatable( 'Élise' ) ).toBe( true );
	} );
} );

/**
 * Runs a check on modules loaded afresh, with French strings in the theme's
 * domain: the copy files and the labels are translated as their modules load.
 * @param strings English → French.
 * @param check   Loads the modules it needs (require) and checks them.
 */
function inFrench( strings: Record< string, string >, check: () => void ) {
	jest.isolateModules( () => {
		const i18n = require( '@wordpress/i18n' );
		i18n.setLocaleData(
			{
				'': { domain: 'author-site', lang: 'fr_FR' },
				...Object.fromEntries(
					Object.entries( strings ).map( ( [ english, french ] ) => [
						english,
						[ french ],
					] )
				),
			},
			'author-site'
		);
		check();
	} );
}

describe( 'event dates in a translation', () => {
	it( 'formats with the translated formats and names', () => {
		const french = {
			'l, F j, Y': 'l j F Y',
			'g:i A': 'G \\h i',
			Tuesday: 'mardi',
			September: 'septembre',
		};
		inFrench( french, () => {
			const { formatEventDate } = require( '../../../src/events/format' );
			const {
				DEFAULT_EVENT,
			} = require( '../../../src/events/defaultEvent' );
			expect( formatEventDate( DEFAULT_EVENT ) ).toBe(
				'mardi 30 septembre 2025 · 19 h 00 – 20 h 30 EDT'
			);
		} );
	} );
} );

describe( 'the editor’s section labels in a translation', () => {
	it( 'names each section and where it shows in the site’s language', () => {
		const french = {
			'Hero title': 'Titre principal',
			'the large heading on Home; the third line is highlighted':
				'le grand titre de l’accueil ; la troisième ligne est mise en valeur',
		};
		inFrench( french, () => {
			const {
				sectionLabel,
				sectionsOf,
			} = require( '../../../src/editor/sectionKinds' );
			expect( sectionLabel( 'home', 'hero_title' ) ).toBe(
				'Titre principal — le grand titre de l’accueil ; la troisième ligne est mise en valeur'
			);
			// A label with no translation stays in English, the name unchanged.
			expect( sectionsOf( 'home' )[ 1 ] ).toEqual( {
				name: 'hero_subtitle',
				label: 'Hero subtitle',
				where: 'the line under the large heading on Home',
			} );
		} );
	} );
} );

describe( 'bin/build/pot.mjs', () => {
	const pot = execFileSync( 'node', [ 'bin/build/pot.mjs', '--stdout' ], {
		cwd: root,
		encoding: 'utf8',
	} );

	it( 'is what languages/author-site.pot holds (run `npm run pot`)', () => {
		expect(
			readFileSync( join( root, 'languages/author-site.pot' ), 'utf8' )
		).toBe( pot );
	} );

	it( 'has the copy files’ strings with their references', () => {
		expect( pot ).toMatch(
			/#: src\/layout\/copy\.json:\d+ src\/layout\/navigation\.json:\d+\nmsgid "Books"\nmsgstr ""/
		);
		expect( pot ).toContain( 'msgid "Please enter a valid email address"' );
		expect( pot ).toContain(
			'msgid "Thank you for your message. I will get back to you soon."'
		);
		expect( pot ).toMatch(
			/#: src\/editor\/labels\.json:\d+\nmsgid "the large heading on Home; the third line is highlighted"/
		);
		expect( pot ).not.toContain( 'msgid "/books"' );
		expect( pot ).not.toContain( 'msgid "."' );
	} );

	it( 'gives translators comments: placeholders, date formats', () => {
		expect( pot ).toMatch(
			/#\. translators: \{title\}, \{authorName\}: filled in by the site; keep as written\.\n#: src\/ui\/copy\.json:\d+\nmsgid "Cover of \{title\} by \{authorName\}"/
		);
		expect( pot ).toMatch(
			/#\. translators: An event's date, in the characters of PHP's date\(\)[^\n]*\n#: src\/events\/dates\.json:2\nmsgid "l, F j, Y"/
		);
	} );

	it( 'has the PHP strings with plural forms and translators comments', () => {
		expect( pot ).toMatch(
			/#\. translators: %d: number of events\.\n#: inc\/admin\/health\/screen\.php:\d+\n#, php-format\nmsgid "%d upcoming event is on the site\."\nmsgid_plural "%d upcoming events are on the site\."\nmsgstr\[0\] ""\nmsgstr\[1\] ""/
		);
	} );

	it( 'has the copy files’ plural pairs as plural entries', () => {
		expect( pot ).toMatch(
			/#\. translators: \{count\}: filled in by the site; keep as written\.\n#: src\/books\/copy\.json:\d+\nmsgid "\{count\} book"\nmsgid_plural "\{count\} books"\nmsgstr\[0\] ""\nmsgstr\[1\] ""/
		);
		expect( pot ).not.toMatch( /^msgid "\{count\} books"$/m );
	} );

	it( 'has the theme’s header', () => {
		expect( pot ).toMatch(
			/#\. Theme Name of the theme\n#: style\.css[^\n]*\nmsgid "Author Site"/
		);
	} );
} );
