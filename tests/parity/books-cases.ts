/**
 * The catalogue's parity cases (tests/parity/books.test.ts): book pages and
 * a Books content page that between them take every optional branch of the
 * reading model (docs/books.md), with "today" held.
 */
import { BOOKS_TODAY, bookPage } from '../shared/book-pages';

export interface BooksCase {
	name: string;
	/** YYYY-MM-DD in the site's time zone. */
	today: string;
	/** The Books content page's child pages. */
	pages: Array< { slug: string; html: string } >;
	/** The Books content page's `content.rendered`, or null: no featured book. */
	featured: string | null;
	/**
	 * The Media Library's address the audio samples are read against
	 * (docs/books.md#a-books-extras); absent: none known.
	 */
	uploads?: string;
	/**
	 * What the server's catalogue must show, so the case proves it took its
	 * branches: each series' slugs in reading order, the standalones' slugs,
	 * Coming Soon's slug, and every problem code (the books', the featured
	 * book's, the catalogue's, in that order).
	 */
	shows: {
		series: string[][];
		standalone: string[];
		comingSoon: string | null;
		problems: string[];
	};
}

const AMAZON = 'https://www.amazon.com/dp/B0MEDAL';

/** The Media Library's address of the cases' site, on http:. */
const UPLOADS = 'http://site.test/wp-content/uploads';

/**
 * A titled book page with an audio sample.
 * @param slug   Its slug (and title).
 * @param sample What its `audio_sample` section holds.
 */
const sampled = ( slug: string, sample: string ) => ( {
	slug,
	html: bookPage( { title: slug, audio_sample: sample } ),
} );

const medallion = ( number: string, slug: string, date: string ) => ( {
	slug,
	html: bookPage( {
		title: `Medallion ${ number }`,
		series: 'The Medallion Series',
		series_number: number,
		release_date: date,
		buy_links: [ `ebook: ${ AMAZON }${ slug }` ],
	} ),
} );

/** Every case. */
export const BOOKS_CASES: BooksCase[] = [
	{
		name: 'series 2.5 between 2 and 3, `one` counts as no number, series names in any case',
		shows: {
			series: [ [ 'two', 'novella', 'three', 'book-two', 'word' ] ],
			standalone: [],
			comingSoon: null,
			problems: [
				'unreadable-series-number',
				'unreadable-series-number',
			],
		},
		today: BOOKS_TODAY,
		featured: null,
		pages: [
			medallion( '3', 'three', '2024-03-01' ),
			medallion( '2.5', 'novella', '2023-09-01' ),
			medallion( '2', 'two', '2023-01-01' ),
			{
				slug: 'word',
				html: bookPage( {
					title: 'Medallion word',
					series: '  the medallion SERIES ',
					series_number: 'one',
				} ),
			},
			{
				slug: 'book-two',
				html: bookPage( {
					title: 'Medallion Book 2',
					series: 'The Medallion Series',
					series_number: '2.5x',
				} ),
			},
		],
	},
	{
		name: 'upcoming and released, with today held; coming soon is the soonest',
		shows: {
			series: [ [ 'next-year', 'far' ] ],
			standalone: [ 'tomorrow', 'today', 'undated' ],
			comingSoon: 'tomorrow',
			problems: [ 'unreadable-date' ],
		},
		today: BOOKS_TODAY,
		featured: null,
		pages: [
			medallion( '4', 'next-year', 'March 5, 2027' ),
			medallion( '5', 'far', '2028-01-01' ),
			{
				slug: 'tomorrow',
				html: bookPage( {
					title: 'Tomorrow',
					release_date: '2026-11-25',
				} ),
			},
			{
				slug: 'today',
				html: bookPage( { title: 'Today', release_date: BOOKS_TODAY } ),
			},
			{
				slug: 'undated',
				html: bookPage( { title: 'Undated', release_date: 'Soon!' } ),
			},
		],
	},
	{
		name: 'store links: aliases, no format, unknown format and host, dropped links',
		shows: {
			series: [],
			standalone: [ 'stores' ],
			comingSoon: null,
			problems: [
				'unknown-format',
				'not-http-link',
				'not-http-link',
				'not-http-link',
				'invalid-isbn',
				'duplicate-isbn',
				'unknown-format',
			],
		},
		today: BOOKS_TODAY,
		featured: null,
		pages: [
			{
				slug: 'stores',
				html: bookPage( {
					title: 'Stores',
					buy_links: [
						'Kindle: https://www.amazon.co.uk/dp/1',
						'E-Book: https://books.apple.com/us/book/id1',
						'- AUDIO: https://www.audible.de/pd/x',
						'paperback: https://amzn.to/abc',
						'Hardcover : https://www.barnesandnoble.com/w/x',
						'https://www.kobo.com/us/en/ebook/x',
						'https://books2read.com/u/x',
						'Nook: https://play.google.com/store/books/x',
						'https://www.Example.org./x',
						'https://bookshop.org.evil.example/x',
						'javascript:alert(1)',
						'/books/stores/',
						'ebook: //amazon.com/x',
						'audiobook: https://libro.fm/audiobooks/1',
					],
					isbn: [
						'ebook: 978-0-306-40615-7',
						'paperback: 0 306 40615 2',
						'hardcover: 978-0-306-40615-8',
						'ebook: 9780306406157',
						'9780306406157',
						'audio: 0-8044-2957-x',
					],
				} ),
			},
		],
	},
	{
		name: 'markup in fields kept as text; heat, notes, tropes, sample',
		shows: {
			series: [],
			standalone: [ 'bad-values', 'markup' ],
			comingSoon: null,
			problems: [
				'number-without-series',
				'unreadable-date',
				'unreadable-heat-level',
				'no-title',
			],
		},
		today: BOOKS_TODAY,
		featured: null,
		pages: [
			{
				slug: 'markup',
				html: bookPage( {
					title: 'Love &lt;script&gt;alert(1)&lt;/script&gt; <b>bold</b>',
					subtitle: '&lt;img src=x onerror=alert(1)&gt;',
					description:
						'A <a href="javascript:alert(1)">hook</a> &amp; more',
					synopsis: 'One.</p><p>Two &lt;i&gt;',
					callout: '<script>alert(1)</script>Callout',
					tropes: 'Slow Burn, &lt;b&gt;Enemies&lt;/b&gt;, ',
					heat_level: '3',
					content_notes: 'Violence, Grief',
					sample_title: 'Chapter One',
					sample_text: 'It began.</p><p>It went on.',
				} ),
			},
			{
				slug: 'bad-values',
				html: bookPage( {
					title: 'Bad values',
					heat_level: '6',
					series_number: '2',
					release_date: 'February 30, 2027',
				} ),
			},
			{ slug: 'no-title', html: bookPage( { subtitle: 'No title' } ) },
		],
	},
	{
		name: 'the featured book in its series, a duplicate number, standalones newest first',
		shows: {
			series: [
				[ 'books-content', 'also-one', 'two' ],
				[ 'series-b' ],
				[ 'greek' ],
			],
			standalone: [ 'new', 'old', 'none' ],
			comingSoon: 'two',
			problems: [ 'duplicate-series-number' ],
		},
		today: BOOKS_TODAY,
		featured: bookPage( {
			title: 'The Medallion Client',
			release_date: 'Released September 30, 2025',
			series: 'The Medallion Series',
			series_number: '1',
			heat_level: '4',
			content_notes: 'Stalking',
			isbn: [ 'paperback: 978-0-306-40615-7' ],
		} ),
		pages: [
			medallion( '1', 'also-one', '2025-12-01' ),
			medallion( '2', 'two', '2027-02-01' ),
			{
				slug: 'old',
				html: bookPage( { title: 'Old', release_date: '2019-05-05' } ),
			},
			{
				slug: 'new',
				html: bookPage( { title: 'New', release_date: 'May 5, 2026' } ),
			},
			{ slug: 'none', html: bookPage( { title: 'No date' } ) },
			{
				slug: 'series-b',
				html: bookPage( {
					title: 'Other series',
					series: 'Another Series',
				} ),
			},
			{
				// A word's final sigma: lower case one character at a time on both sides.
				slug: 'greek',
				html: bookPage( { title: 'Greek', series: 'ΟΔΥΣΣΕΥΣ' } ),
			},
		],
	},
	{
		name: 'series in code point order, as strcmp() has them (not UTF-16’s)',
		shows: {
			series: [ [ 'ligature' ], [ 'emoji' ] ],
			standalone: [],
			comingSoon: null,
			problems: [],
		},
		today: BOOKS_TODAY,
		featured: null,
		pages: [
			{
				slug: 'emoji',
				html: bookPage( { title: 'Emoji', series: '\u{1F600} Smile' } ),
			},
			{
				slug: 'ligature',
				html: bookPage( { title: 'Ligature', series: '\uFB01re' } ),
			},
		],
	},
	{
		name: 'the featured book with its own buy links, upcoming, no series: neither a standalone nor Coming Soon',
		shows: {
			series: [],
			standalone: [],
			comingSoon: null,
			problems: [ 'not-http-link' ],
		},
		today: BOOKS_TODAY,
		featured: bookPage( {
			title: 'Next',
			release_date: '2027-01-15',
			buy_links: [ 'ebook: https://www.kobo.com/x', 'audio: //x' ],
		} ),
		pages: [],
	},
	{
		name: 'a book’s extras, every one and none, and the featured book’s',
		shows: {
			series: [],
			standalone: [ 'extras', 'form-only', 'half-bonus', 'plain' ],
			comingSoon: null,
			problems: [],
		},
		today: BOOKS_TODAY,
		uploads: UPLOADS,
		featured: bookPage( {
			title: 'Featured',
			narrator: 'Sam Voice',
			audio_sample: 'https://cdn.example/featured.mp3',
			book_club: 'Was the client guilty?, Who would you trust?',
			bonus_title: 'The wedding, a bonus scene',
			bonus_description: 'One year on.</p><p>No spoilers.',
			bonus_form: '1234',
		} ),
		pages: [
			{
				slug: 'extras',
				html: bookPage( {
					title: 'Extras',
					release_date: '2026-01-01',
					narrator: '  Jane &amp; John Reader ',
					audio_sample: `${ UPLOADS }/2026/11/extras.mp3`,
					book_club:
						'</p><ul class="wp-block-list"><li>Why, after all, did she stay?</li><li>&lt;b&gt;Who&lt;/b&gt; lied first?</li><li> </li></ul><p>',
					bonus_title: 'Read the bonus epilogue',
					bonus_description:
						'Ten years later.</p><p><em>Spoiler-free</em>, promise.',
					bonus_form: '  Bonus epilogue  ',
				} ),
			},
			{ slug: 'plain', html: bookPage( { title: 'Plain' } ) },
			{
				// A bonus title without a form, and a form without a title: no problem here.
				slug: 'half-bonus',
				html: bookPage( {
					title: 'Half a bonus',
					bonus_title: 'A bonus with no form',
				} ),
			},
			{
				slug: 'form-only',
				html: bookPage( {
					title: 'Form only',
					bonus_form: 'VIP readers',
				} ),
			},
		],
	},
	{
		name: 'audio samples: https and the site’s own uploads kept, everything else dropped and reported',
		shows: {
			series: [],
			standalone: [
				'data',
				'dots',
				'encoded-dots',
				'garbage',
				'https',
				'https-caps',
				'javascript',
				'javascript-then-https',
				'linked',
				'look-alike-folder',
				'look-alike-host',
				'other-http',
				'protocol-relative',
				'relative',
				'root-path',
				'space',
				'upload-http',
				'upload-https',
			],
			comingSoon: null,
			// Each page but the four kept, then the featured book's.
			problems: Array( 15 ).fill( 'unsafe-audio-sample' ),
		},
		today: BOOKS_TODAY,
		uploads: UPLOADS,
		featured: bookPage( {
			audio_sample: 'http://elsewhere.example/featured.mp3',
		} ),
		pages: [
			sampled( 'https', 'https://cdn.example/audio/sample.mp3?v=2' ),
			sampled( 'https-caps', 'HTTPS://CDN.example/Sample.MP3' ),
			sampled( 'upload-http', `${ UPLOADS }/2026/11/sample.mp3#t=10` ),
			sampled(
				'upload-https',
				'https://site.test/wp-content/uploads/2026/11/sample.mp3'
			),
			sampled( 'other-http', 'http://cdn.example/sample.mp3' ),
			sampled( 'javascript', 'javascript:alert(1)' ),
			sampled(
				'javascript-then-https',
				'JavaScript:alert(1)//https://cdn.example/sample.mp3'
			),
			sampled( 'root-path', '/wp-content/uploads/2026/11/sample.mp3' ),
			sampled( 'relative', 'wp-content/uploads/sample.mp3' ),
			sampled( 'protocol-relative', '//cdn.example/sample.mp3' ),
			sampled( 'data', 'data:audio/mpeg;base64,SUQzBAAAAAAA' ),
			sampled( 'garbage', 'my audio sample &lt;3' ),
			sampled( 'space', 'https://cdn.example/my sample.mp3' ),
			sampled(
				'look-alike-folder',
				'http://site.test/wp-content/uploads-old/sample.mp3'
			),
			sampled(
				'look-alike-host',
				'http://site.test.evil.example/wp-content/uploads/x.mp3'
			),
			sampled( 'dots', `${ UPLOADS }/../../wp-config.php` ),
			sampled( 'encoded-dots', `${ UPLOADS }/%2E%2e/x.mp3` ),
			sampled(
				'linked',
				'<a href="https://cdn.example/sample.mp3">Listen</a>'
			),
		],
	},
	{
		name: 'audio samples with no Media Library address known: only https kept',
		shows: {
			series: [],
			standalone: [ 'https', 'upload-http' ],
			comingSoon: null,
			problems: [ 'unsafe-audio-sample', 'unsafe-audio-sample' ],
		},
		today: BOOKS_TODAY,
		featured: bookPage( {
			audio_sample: `${ UPLOADS }/featured.mp3`,
		} ),
		pages: [
			sampled( 'upload-http', `${ UPLOADS }/sample.mp3` ),
			sampled( 'https', 'https://cdn.example/sample.mp3' ),
		],
	},
	{
		name: 'an upload on http: when the Media Library is on https: dropped',
		shows: {
			series: [],
			standalone: [ 'upload-http', 'upload-https' ],
			comingSoon: null,
			problems: [ 'unsafe-audio-sample' ],
		},
		today: BOOKS_TODAY,
		uploads: 'https://site.test/wp-content/uploads/',
		featured: null,
		pages: [
			sampled( 'upload-http', `${ UPLOADS }/sample.mp3` ),
			sampled(
				'upload-https',
				'https://site.test/wp-content/uploads/sample.mp3'
			),
		],
	},
	{
		name: 'the built-in featured book alone (its amazon_url its one link)',
		shows: {
			series: [],
			standalone: [],
			comingSoon: null,
			problems: [],
		},
		today: BOOKS_TODAY,
		featured: '',
		pages: [],
	},
];
