<?php
/**
 * WordPress page → page content on the server (docs/content-format.md):
 * author_site_parse_sections(), author_site_html_to_text(),
 * author_site_apply_rule() and author_site_content_from_answer(), driven by
 * the recorded `/wp/v2/pages` answers (tests/fixtures/wp-recordings,
 * README-pages.md and README-pages-extra.md there) and the same inputs as the
 * app's twin in tests/unit/content/parser.test.ts and hostile-html.test.ts.
 *
 * Expected texts are written out by hand from the recorded `content.rendered`
 * with WordPress's texturized entities decoded, as in the Jest test.
 *
 * @package AuthorSite
 */

namespace AuthorSite\Tests;

final class ContentParserTest extends TestCase {

	const PAGES = array( 'home', 'books', 'about', 'events', 'contact' );

	const RECORDING_SLUG = array(
		'home'    => 'homepage',
		'books'   => 'books',
		'about'   => 'about',
		'events'  => 'events',
		'contact' => 'contact',
	);

	/**
	 * The sections each content page had when it was recorded (the recordings
	 * hold exactly these; sections added to the schema since are not in them).
	 */
	const RECORDED_SECTIONS = array(
		'home'    => array( 'hero_title', 'hero_subtitle', 'book_title', 'book_description', 'book_extended_description', 'book_callout', 'trailer_title', 'features', 'cta_text', 'tropes', 'praise_quote', 'praise_source' ),
		'books'   => array( 'page_title', 'page_description', 'title', 'subtitle', 'description', 'synopsis', 'callout', 'tropes', 'release_date', 'amazon_url', 'sample_title', 'sample_text' ),
		'about'   => array( 'page_title', 'page_subtitle', 'story_title', 'story_paragraphs', 'writing_philosophy', 'location', 'background', 'specialty', 'family', 'connect_title', 'connect_description' ),
		'events'  => array( 'no_events_message' ),
		'contact' => array( 'page_title', 'page_description', 'form_title', 'form_description', 'contact_email', 'contact_location', 'contact_phone', 'newsletter_title', 'newsletter_description' ),
	);

	const TROPES = array( 'Slow Burn', 'Protector Romance', 'Forbidden Love', 'Second Chance', 'Forced Proximity' );

	const NO_EVENTS_WP = 'There are no upcoming events right now — but check back soon! I’m always planning signings, readings & book-club visits around Rochester… and beyond. 📚';

	/**
	 * The five pages' text as WordPress gives it (block and classic recordings).
	 *
	 * @param string $page Page key.
	 * @return array
	 */
	private static function wp_content( $page ) {
		// Fields added to the schema after the recording keep their defaults.
		return array_merge( self::defaults( $page ), self::recorded_content( $page ) );
	}

	/**
	 * What the recording of a page holds, field by field.
	 *
	 * @param string $page Page key.
	 * @return array
	 */
	private static function recorded_content( $page ) {
		switch ( $page ) {
			case 'home':
				return array(
					'heroTitle'               => array( 'Some Secrets Protect You.', 'Some Secrets Hunt You.', 'Trust No One… Except Him.' ),
					'heroSubtitle'            => 'Romantic suspense from Rochester, New York — where slow-burn love meets edge-of-your-seat danger.',
					'bookTitle'               => 'The Medallion Client',
					'bookDescription'         => 'Bodyguard Jack Moreau doesn’t take clients he can’t walk away from. Then Élise Durand hires him to guard a medallion someone’s willing to kill for… and walking away becomes the one thing he can’t do.',
					'bookExtendedDescription' => array( 'Élise didn’t ask for a protector. She asked for answers — about her father’s death, about the medallion, about the man who’s been following her since the gala. Jack’s rules are simple: stay close, stay sharp & never fall for the client. Rules, it turns out, are made to be broken.' ),
					'bookCallout'             => 'Book 1 of the Medallion series — available now in ebook & paperback!',
					'trailerTitle'            => 'Watch the Trailer 🎬',
					'features'                => array(
						'A slow-burn romance you’ll feel in every chapter',
						'A protector hero with a past he can’t outrun',
						'Twists & turns from Rochester’s East End to the shores of Lake Ontario',
						'No cliffhanger — a satisfying happily-ever-after',
					),
					'ctaText'                 => 'Start reading today — the first three chapters are free!',
					'tropes'                  => self::TROPES,
					'praiseQuote'             => '“I couldn’t put it down. Jack is the kind of hero who says ‘I’ve got you’ and means it… I stayed up until 2 a.m. 💕”',
					'praiseSource'            => '— Megan R., early reader',
				);
			case 'books':
				return array(
					'pageTitle'       => 'Books',
					'pageDescription' => 'Romantic suspense with heart, heat & danger — one series, one city, a whole lot of secrets.',
					'title'           => 'The Medallion Client',
					'subtitle'        => 'The Medallion Series, Book 1',
					'description'     => 'A bodyguard who doesn’t break the rules. A client who’s nothing but trouble. And a medallion someone is willing to kill for.',
					'synopsis'        => array(
						'Jack Moreau left the Army with a Bronze Star, a bad knee and one unbreakable rule: never get involved with a client. Three years into running Rochester’s most discreet security firm, he’s never once been tempted to break it.',
						'Then Élise Durand walks into his office with a velvet box, a police report nobody believes and a story that sounds like a bad thriller. Her father’s death wasn’t an accident. The antique medallion he left her isn’t just jewelry. And someone has been in her apartment — twice.',
						'Forced to share a safe house on the shores of Lake Ontario, Jack and Élise discover that the only thing more dangerous than the people hunting them is the attraction they’ve spent eight years pretending doesn’t exist… because this isn’t the first time they’ve met.',
					),
					'callout'         => 'Available now on Kindle, in paperback & free with Kindle Unlimited!',
					'tropes'          => self::TROPES,
					'releaseDate'     => 'March 14, 2025',
					'amazonUrl'       => 'https://www.amazon.com/dp/B0DMEDAL01?tag=authorsite-20&linkCode=ll1',
					'sampleTitle'     => 'Read an Excerpt: Chapter One',
					'sampleText'      => array(
						'The rain hadn’t stopped in three days, and Jack Moreau was starting to take it personally.',
						'“You’re late,” said the woman in his office chair. She didn’t look up from the file she had no business reading.',
						'“You’re in my chair.” He dropped his keys on the desk — hard. “And that’s confidential.”',
						'“Then you should lock your door.” Élise Durand closed the folder, met his eyes and smiled like she’d been waiting eight years to do it… which, he realized, she had.',
						'Excerpt from The Medallion Client. Copyright (c) 2025. All rights reserved.',
					),
				);
			case 'about':
				return array(
					'pageTitle'          => 'About the Author',
					'pageSubtitle'       => 'Writer, coffee addict & hopeless romantic from Rochester, New York',
					'storyTitle'         => 'My Story',
					'storyParagraphs'    => array(
						'I grew up in Rochester, New York, reading my mom’s paperbacks under the covers with a flashlight — the ones with the ‘scandalous’ covers she thought she’d hidden so well.',
						'After ten years as a paralegal, I’d heard enough real-life stories about stalkers, secrets & second chances to fill a bookshelf. So one snowy January, I finally started writing them down.',
						'The Medallion Client is my debut novel and the first book in the Medallion series. Book 2 is coming soon… and yes, it’s Élise’s brother’s turn.',
					),
					'writingPhilosophy'  => 'I write the books I want to read: heroes who’d walk through fire for the people they love, heroines who don’t need rescuing — but let them help anyway, and a “happily ever after” that’s earned, never rushed.',
					'quickFacts'         => array(
						'location'   => 'Rochester, New York',
						'background' => 'Former paralegal — 10+ years in family & criminal law',
						'specialty'  => 'Romantic suspense & slow-burn romance',
						'family'     => 'Married to my high-school sweetheart, mom of two & a very spoiled beagle 🐶',
					),
					'interests'          => self::defaults( 'about' )['interests'],
					'connectTitle'       => 'Let’s Connect',
					'connectDescription' => 'Join my newsletter for sneak peeks, giveaways & the occasional ‘deleted scene’. I’d love to hear from you!',
				);
			case 'events':
				// The recordings were made without the theme: `excerpt.rendered` is
				// WordPress's automatic excerpt, here the whole message.
				return array(
					'pageTitle'       => 'Events & Appearances',
					'pageDescription' => self::NO_EVENTS_WP,
					'noEventsMessage' => self::NO_EVENTS_WP,
				);
			default:
				return array(
					'pageTitle'             => 'Contact',
					'pageDescription'       => 'Questions about the books, event requests or just want to say hi? I’d love to hear from you.',
					'formTitle'             => 'Send Me a Message',
					'formDescription'       => 'Fill out the form below & I’ll get back to you within 2–3 business days.',
					'contactInfo'           => array(
						'email'    => 'hello@example.com',
						'location' => 'Rochester, New York',
						'phone'    => '(585) 555-0142',
					),
					'newsletterTitle'       => 'Join the Newsletter',
					'newsletterDescription' => 'Be the first to hear about new releases, exclusive excerpts & giveaways. No spam — ever. Pinky promise. 🤞',
				);
		}
	}

	/**
	 * The section → [field, rule] schema of a page (src/content/schema.json).
	 *
	 * @param string $page Page key.
	 * @return array
	 */
	private static function schema( $page ) {
		$schema = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/src/content/schema.json' ), true );
		return $schema['sections'][ $page ];
	}

	/**
	 * A pages answer with its first page changed.
	 *
	 * @param string   $file   Recording.
	 * @param callable $change Gets the first page by reference.
	 * @return array
	 */
	private static function with_first_page( $file, callable $change ) {
		$pages = self::answer( $file );
		$change( $pages[0] );
		return $pages;
	}

	/**
	 * The events page's content from an answer whose excerpt is emptied
	 * (what the theme makes of an automatic excerpt).
	 *
	 * @param string $file Recording.
	 * @return array
	 */
	private static function events_without_excerpt( $file ) {
		$pages = self::with_first_page(
			$file,
			function ( &$page ) {
				$page['excerpt']['rendered'] = '';
			}
		);
		return author_site_content_from_answer( 'events', $pages );
	}

	/**
	 * Page content with markers, as tests/shared/hostile-html.ts writes it.
	 *
	 * @param string $name Section name.
	 * @param string $body Its HTML.
	 * @return string
	 */
	private static function section( $name, $body ) {
		return "<!-- section:$name -->\n$body\n";
	}

	public function recordings_by_variant() {
		$cases = array();
		foreach ( array( 'block', 'classic' ) as $variant ) {
			foreach ( self::PAGES as $page ) {
				$cases[ "$variant $page" ] = array( "pages-$variant-" . self::RECORDING_SLUG[ $page ] . '-content.json', $page );
			}
		}
		return $cases;
	}

	/**
	 * @dataProvider recordings_by_variant
	 */
	public function test_the_recording_has_a_section_for_every_field_it_was_recorded_with( $file, $page ) {
		$names = array_keys( author_site_parse_sections( self::rendered_content( $file ) ) );
		$want  = self::RECORDED_SECTIONS[ $page ];
		sort( $names );
		sort( $want );
		$this->assertSame( $want, $names );
		$this->assertSame( array(), array_diff( $want, array_keys( self::schema( $page ) ) ), 'every recorded section is still in the schema' );
	}

	/**
	 * @dataProvider recordings_by_variant
	 */
	public function test_every_field_has_wordpress_text( $file, $page ) {
		$content = author_site_content_from_answer( $page, self::answer( $file ) );
		$this->assertSame( self::wp_content( $page ), $content );
		$this->assertPlainText( $content );
	}

	public function test_about_interests_are_always_the_built_in_ones() {
		$pages = self::with_first_page(
			'pages-block-about-content.json',
			function ( &$page ) {
				$page['content']['rendered'] .= "\n<!-- section:interests -->\n<p>Knitting, Chess</p>\n";
			}
		);
		$this->assertSame( self::defaults( 'about' )['interests'], author_site_content_from_answer( 'about', $pages )['interests'] );
	}

	public function test_reading_nested_fields_leaves_the_defaults_untouched() {
		author_site_content_from_answer( 'about', self::answer( 'pages-block-about-content.json' ) );
		author_site_content_from_answer( 'contact', self::answer( 'pages-block-contact-content.json' ) );
		$this->assertSame( self::defaults( 'about' ), author_site_default_content()['about'] );
		$this->assertSame( self::defaults( 'contact' ), author_site_default_content()['contact'] );
	}

	public function test_the_same_page_after_a_round_trip_through_the_block_editor() {
		$want            = self::wp_content( 'home' );
		$want['ctaText'] = 'Start reading tonight — the first three chapters are free!';
		$this->assertSame( $want, author_site_content_from_answer( 'home', self::answer( 'pages-block-homepage-content-after-editor.json' ) ) );
	}

	/**
	 * @testWith ["pages-rest-route.json"]
	 *           ["pages-fields.json"]
	 */
	public function test_the_same_page_asked_another_way_gives_the_same_content( $file ) {
		$this->assertSame( self::wp_content( 'home' ), author_site_content_from_answer( 'home', self::answer( $file ) ) );
	}

	// ---- events: title and excerpt (docs/content-format.md) ----

	public function test_events_page_title_is_the_title_with_its_entities_decoded() {
		$this->assertSame( 'Events &#038; Appearances', self::answer( 'pages-block-events-content.json' )[0]['title']['rendered'] );
		$this->assertSame( 'Events & Appearances', author_site_content_from_answer( 'events', self::answer( 'pages-block-events-content.json' ) )['pageTitle'] );
	}

	public function test_events_page_description_is_the_manual_excerpt_as_text() {
		$this->assertSame(
			array(
				'pageTitle'       => 'Events & Appearances',
				'pageDescription' => 'Book signings, readings & virtual chats — come say hi! Here’s where I’ll be next…',
				'noEventsMessage' => self::NO_EVENTS_WP,
			),
			author_site_content_from_answer( 'events', self::answer( 'pages-events-content-manual-excerpt.json' ) )
		);
	}

	public function test_an_empty_excerpt_or_title_keeps_the_default() {
		$this->assertSame(
			array(
				'pageTitle'       => 'Events & Appearances',
				'pageDescription' => self::defaults( 'events' )['pageDescription'],
				'noEventsMessage' => self::NO_EVENTS_WP,
			),
			self::events_without_excerpt( 'pages-block-events-content.json' )
		);
		$pages = self::with_first_page(
			'pages-events-content-manual-excerpt.json',
			function ( &$page ) {
				$page['title']['rendered'] = '';
			}
		);
		$this->assertSame( self::defaults( 'events' )['pageTitle'], author_site_content_from_answer( 'events', $pages )['pageTitle'] );
	}

	public function test_markup_in_the_title_or_excerpt_becomes_text() {
		$pages   = self::with_first_page(
			'pages-events-content-manual-excerpt.json',
			function ( &$page ) {
				$page['title']['rendered']   = '<em>Events</em> &#038; <script>alert(1)</script>Appearances';
				$page['excerpt']['rendered'] = "<p>Signings<br />\n&amp; <a href=\"javascript:alert(1)\">readings</a></p>\n";
			}
		);
		$content = author_site_content_from_answer( 'events', $pages );
		$this->assertSame( 'Events & Appearances', $content['pageTitle'] );
		$this->assertSame( "Signings\n& readings", $content['pageDescription'] );
	}

	// ---- hostile content saved by an admin (pages-broken.json) ----

	public function test_the_broken_page_gives_exactly_this_content() {
		$home    = self::defaults( 'home' );
		$want    = array_merge(
			self::wp_content( 'home' ),
			array(
				'heroSubtitle' => $home['heroSubtitle'],
				'bookCallout'  => $home['bookCallout'],
				'trailerTitle' => 'Watch the Trailer 🎬 click',
				'ctaText'      => $home['ctaText'],
				'praiseSource' => '“> — Megan R., early reader',
			)
		);
		$content = author_site_content_from_answer( 'home', self::answer( 'pages-broken.json' ) );
		$this->assertSame( $want, $content );
		$this->assertPlainText( $content );
		$all = implode( "\n", self::strings_in( $content ) );
		foreach ( array( '<script', 'onerror', 'onload=', '<svg', '<img', 'javascript:', 'alert(', 'This section is not one the theme knows about.' ) as $bad ) {
			$this->assertStringNotContainsString( $bad, $all );
		}
	}

	public function test_the_broken_page_sections() {
		$rendered = self::rendered_content( 'pages-broken.json' );
		$sections = author_site_parse_sections( $rendered );
		// A missing book_callout; an empty cta_text; hero_titel (misspelled).
		$this->assertArrayNotHasKey( 'book_callout', $sections );
		$this->assertSame( '', $sections['cta_text']['text'] );
		$this->assertArrayNotHasKey( 'hero_subtitle', $sections );
		$this->assertSame( self::wp_content( 'home' )['heroTitle'], author_site_split( 'lines', $sections['hero_title']['text'] ) );
		// The unknown section is read (its script gives no text) but not used.
		$this->assertSame( 'This section is not one the theme knows about.', $sections['secret_section']['text'] );
		// features twice: the first one wins.
		$this->assertSame( self::wp_content( 'home' )['features'], author_site_split( 'lines', $sections['features']['text'] ) );
		// <!--section: Book_Title--> is book_title.
		$this->assertSame( 'The Medallion Client', $sections['book_title']['text'] );
		// The javascript: link is kept as its text only (and its href for the url rule).
		$this->assertSame(
			array(
				'text'  => 'Watch the Trailer 🎬 click',
				'hrefs' => array( 'javascript:alert(1)' ),
			),
			$sections['trailer_title']
		);
		$this->assertStringContainsString( 'can&#8217;t do. <script>alert(1)</script>', $rendered );
	}

	public function test_a_renamed_book_title_is_read() {
		$pages = self::with_first_page(
			'pages-broken.json',
			function ( &$page ) {
				$page['content']['rendered'] = str_replace(
					'<p class="wp-block-paragraph">The Medallion Client</p>',
					'<p class="wp-block-paragraph">The Medallion Heir</p>',
					$page['content']['rendered']
				);
			}
		);
		$this->assertSame( 'The Medallion Heir', author_site_content_from_answer( 'home', $pages )['bookTitle'] );
	}

	public function test_the_same_page_after_kses_is_text_too() {
		$content                    = author_site_content_from_answer( 'home', self::answer( 'pages-broken.json' ) );
		$content['bookDescription'] = self::wp_content( 'home' )['bookDescription'] . ' alert(1)';
		// kses removed the <script> tags and kept their text.
		$filtered = author_site_content_from_answer( 'home', self::answer( 'pages-broken-author.json', 3 ) );
		$this->assertSame( $content, $filtered );
		$this->assertPlainText( $filtered );
	}

	/**
	 * @testWith [0]
	 *           [1]
	 *           [2]
	 */
	public function test_refused_writes_and_the_editor_save_are_not_pages_answers( $index ) {
		$this->assertSame( self::defaults( 'home' ), author_site_content_from_answer( 'home', self::answer( 'pages-broken-author.json', $index ) ) );
	}

	public function test_a_javascript_amazon_url_keeps_the_default_link() {
		$this->assertSame( 'javascript:alert(1)', author_site_parse_sections( self::rendered_content( 'pages-broken-books.json' ) )['amazon_url']['text'] );
		$content = author_site_content_from_answer( 'books', self::answer( 'pages-broken-books.json' ) );
		$this->assertSame( array_merge( self::wp_content( 'books' ), array( 'amazonUrl' => self::defaults( 'books' )['amazonUrl'] ) ), $content );
		$this->assertStringNotContainsString( 'javascript:', implode( "\n", self::strings_in( $content ) ) );
	}

	// ---- one Custom HTML block holding every section ----

	public function test_one_html_block_home_books_about() {
		$home  = self::defaults( 'home' );
		$books = self::defaults( 'books' );
		$about = self::defaults( 'about' );
		$want  = array(
			'home'  => array(
				'heroTitle'               => array( 'Where Danger', 'Meets Desire', 'In Every Page' ),
				'heroSubtitle'            => 'Romantic suspense with slow-burn heat, fierce protectors, and secrets worth risking everything for.',
				'bookTitle'               => 'The Medallion Client',
				'bookDescription'         => 'She’s a jeweler with a client she can’t refuse. He’s the bodyguard who’s sworn to keep her safe — even from himself.',
				'bookExtendedDescription' => array( 'When a stolen medallion lands on Elena’s workbench, the “simple” restoration job turns deadly… and the only man she trusts is the one she shouldn’t want.' ),
				'bookCallout'             => 'Book 1 of the Medallion series — available now!',
				'trailerTitle'            => 'Watch the Book Trailer',
				'features'                => array( 'A heroine who refuses to be rescued', 'A protector with a past', 'Twists you won’t see coming', 'A guaranteed happily-ever-after' ),
				'ctaText'                 => 'Ready to fall for Rochester’s most dangerous secret? Start reading today & join the VIP list for bonus scenes.',
				'tropes'                  => self::TROPES,
				// No praise sections on this page: the defaults.
				'praiseQuote'             => $home['praiseQuote'],
				'praiseSource'            => $home['praiseSource'],
			),
			'books' => array(
				'pageTitle'       => 'My Books',
				'pageDescription' => 'Romantic suspense that keeps you up past midnight — and guessing until the last page.',
				'title'           => 'The Medallion Client',
				'subtitle'        => 'A Medallion Romantic Suspense, Book 1',
				'description'     => 'A jeweler. A bodyguard. A medallion someone will kill to get back.',
				'synopsis'        => array(
					'Elena Marsh restores antique jewelry in a quiet Rochester studio. When a mysterious client hands her a medallion with a “history,” her careful life starts to crack.',
					'Jake Romano was hired to watch the medallion, not the woman. But after the first break-in, he’s not letting Elena out of his sight.',
					'As the danger closes in, Elena has to decide: trust the man who’s hiding something… or the client who’s hiding everything?',
				),
				'callout'         => 'Book 1 of a brand-new romantic suspense series!',
				'tropes'          => self::TROPES,
				'releaseDate'     => 'September 30, 2025',
				'amazonUrl'       => 'https://www.amazon.com/dp/B0EXAMPLE1?tag=author-20&ref=books_page',
				'sampleTitle'     => $books['sampleTitle'],
				'sampleText'      => $books['sampleText'],
			),
			'about' => array(
				'pageTitle'          => 'About the Author',
				'pageSubtitle'       => 'Writer of slow-burn romance, strong coffee, and stronger heroines',
				'storyTitle'         => 'My Story',
				'storyParagraphs'    => array(
					'I grew up in upstate New York, reading my mother’s romance novels under the covers with a flashlight.',
					'After years in a career that had nothing to do with books, I finally wrote the story that wouldn’t leave me alone.',
					'Now I write romantic suspense: love stories with a pulse, and villains who don’t play fair.',
				),
				'writingPhilosophy'  => '“Every heroine deserves a hero who sees her strength — and a plot that tests it.”',
				// Named quick_facts_location …, not sections of the schema: the defaults.
				'quickFacts'         => $about['quickFacts'],
				'interests'          => $about['interests'],
				'connectTitle'       => 'Let’s Connect',
				'connectDescription' => 'I love hearing from readers. Drop me a note or join the VIP list for sneak peeks.',
			),
		);
		foreach ( $want as $page => $expected ) {
			$content = author_site_content_from_answer( $page, self::answer( 'pages-extra-one-html-block-' . self::RECORDING_SLUG[ $page ] . '-content.json' ) );
			// Typed newlines split lines and blank lines split paragraphs; fields
			// added after the recording keep their defaults.
			$this->assertSame( array_merge( self::defaults( $page ), $expected ), $content, $page );
			$this->assertPlainText( $content );
		}
	}

	public function test_one_html_block_contact_and_events() {
		$this->assertSame(
			array(
				'pageTitle'             => 'Get In Touch',
				'pageDescription'       => 'Questions, book club visits, or just want to say hi? I’d love to hear from you.',
				'formTitle'             => 'Send a Message',
				'formDescription'       => 'Fill out the form below and I’ll get back to you as soon as I can.',
				'contactInfo'           => array(
					'email'    => 'author@example.test',
					'location' => 'Rochester, New York',
					'phone'    => '(585) 555-0142',
				),
				'newsletterTitle'       => 'Join the VIP List',
				'newsletterDescription' => 'Exclusive excerpts, giveaways & first news on Book 2 — straight to your inbox.',
			),
			author_site_content_from_answer( 'contact', self::answer( 'pages-extra-one-html-block-contact-content.json' ) )
		);
		$file     = 'pages-extra-one-html-block-events-content.json';
		$sections = author_site_parse_sections( self::rendered_content( $file ) );
		$this->assertSame( 'Come say hello! Signings, readings, and virtual chats — all in one place.', $sections['page_description']['text'] );
		$this->assertSame(
			array(
				'pageTitle'       => 'Events & Appearances',
				'pageDescription' => self::defaults( 'events' )['pageDescription'],
				'noEventsMessage' => 'No upcoming events right now. Join the VIP list and you’ll be the first to know!',
			),
			self::events_without_excerpt( $file )
		);
	}

	public function test_a_section_typed_in_one_html_block_keeps_its_line_breaks() {
		$this->assertSame(
			array(
				'a' => array(
					'text'  => "One\nTwo\n\nThree",
					'hrefs' => array(),
				),
			),
			author_site_parse_sections( "\n<!-- section:a -->\nOne\nTwo\n\nThree\n<!-- /section:a -->\n\n" )
		);
	}

	public function test_context_edit_gives_each_page_the_same_text() {
		$pages = self::answer( 'pages-extra-one-html-block-context-edit.json' );
		$by    = function ( $slug ) use ( $pages ) {
			foreach ( $pages as $page ) {
				if ( $page['slug'] === $slug ) {
					return array( $page );
				}
			}
			$this->fail( "no page $slug" );
		};
		foreach ( array( 'home', 'books', 'about', 'contact' ) as $page ) {
			$slug = self::RECORDING_SLUG[ $page ];
			$this->assertSame(
				author_site_content_from_answer( $page, self::answer( "pages-extra-one-html-block-$slug-content.json" ) ),
				author_site_content_from_answer( $page, $by( "$slug-content" ) ),
				$page
			);
		}
		$this->assertSame(
			'Meet me at signings, readings & virtual chats — there’s always room for one more reader.',
			author_site_content_from_answer( 'events', $by( 'events-content' ) )['pageDescription']
		);
	}

	/**
	 * @testWith ["pages-extra-cross-origin.json", 0]
	 *           ["pages-extra-cookie-and-nonce.json", 0]
	 *           ["pages-extra-plain-permalinks.json", 2]
	 */
	public function test_the_same_homepage_asked_another_way( $file, $index ) {
		$this->assertSame(
			author_site_content_from_answer( 'home', self::answer( 'pages-extra-one-html-block-homepage-content.json' ) ),
			author_site_content_from_answer( 'home', self::answer( $file, $index ) )
		);
	}

	// ---- other pages-extra recordings ----

	public function test_marker_spellings() {
		$sections = author_site_parse_sections( self::rendered_content( 'pages-extra-marker-variants.json' ) );
		$section  = fn( $text ) => array(
			'text'  => $text,
			'hrefs' => array(),
		);
		$this->assertSame(
			array(
				'a'                => $section( 'spaced with section: prefix' ),
				'b'                => $section( 'no spaces' ),
				'c'                => $section( 'upper case with a space after the colon' ),
				'after_more'       => $section( 'text after a More block' ),
				'after_page_break' => $section( 'text after a Page Break block' ),
			),
			$sections
		);
	}

	/**
	 * @testWith [0]
	 *           [1]
	 */
	public function test_typed_markers_in_paragraphs_are_text( $index ) {
		$body = self::answer( 'pages-extra-typed-markers-in-paragraphs.json', $index );
		$page = array_is_list( $body ) ? $body[0] : $body;
		$this->assertSame(
			array(
				'book_callout' => array(
					'text'  => 'Book 1 of the Medallion series — available now!',
					'hrefs' => array(),
				),
			),
			author_site_parse_sections( $page['content']['rendered'] )
		);
		$this->assertStringContainsString( '<!– section:book_title –>', author_site_html_to_text( $page['content']['rendered'] ) );
		// [0] is the editor's save (one page object, not a list): no page content.
		$want = 0 === $index ? self::defaults( 'home' ) : array_merge( self::defaults( 'home' ), array( 'bookCallout' => 'Book 1 of the Medallion series — available now!' ) );
		$this->assertSame( $want, author_site_content_from_answer( 'home', $body ) );
	}

	public function test_the_texturizer_output_is_decoded() {
		$sections = author_site_parse_sections( self::rendered_content( 'pages-extra-text-filters.json' ) );
		$section  = fn( $text, $hrefs = array() ) => array(
			'text'  => $text,
			'hrefs' => $hrefs,
		);
		$this->assertSame(
			array(
				'quotes'      => $section( 'She said “run” — and I didn’t. It’s the 1920’s… ‘Single’ quotes, 5’10” tall.' ),
				'dashes'      => $section( 'A — B, A—B, 2020-2025, well-known' ),
				'symbols'     => $section( "Book clubs & readers, already & encoded, (c) 2024, Medallion ™, 2×3 inches, non-breaking\u{a0}space" ),
				'smileys'     => $section( 'Say hi 🙂 or wink 😉 and I <3 you' ),
				'unicode'     => $section( 'Café — “curly already” 💖 ñ' ),
				'url'         => $section( 'https://www.amazon.com/dp/B0EXAMPLE1?tag=author-20&ref=books_page' ),
				'inline_html' => $section( 'Now available in paperback.', array( 'https://example.test/books' ) ),
			),
			$sections
		);
		$this->assertSame( 'https://www.amazon.com/dp/B0EXAMPLE1?tag=author-20&ref=books_page', author_site_apply_rule( 'url', $sections, 'url' ) );
		$this->assertSame( 'https://example.test/books', author_site_apply_rule( 'url', $sections, 'inline_html' ) );
	}

	public function test_a_password_protected_page_gives_the_defaults() {
		$body = self::answer( 'pages-extra-password-protected.json' );
		$this->assertSame(
			array(
				'rendered'  => '',
				'protected' => true,
			),
			$body[0]['content']
		);
		$this->assertSame( self::defaults( 'contact' ), author_site_content_from_answer( 'contact', $body ) );
		// Protected wins even if some content were there.
		$events = self::with_first_page(
			'pages-events-content-manual-excerpt.json',
			function ( &$page ) {
				$page['content']['protected'] = true;
			}
		);
		$this->assertSame( self::defaults( 'events' ), author_site_content_from_answer( 'events', $events ) );
	}

	public function test_unpublished_pages_give_the_defaults() {
		$this->assertCount( 5, self::exchanges( 'pages-extra-not-published.json' ) );
		foreach ( range( 0, 4 ) as $index ) {
			$this->assertSame( self::defaults( 'contact' ), author_site_content_from_answer( 'contact', self::answer( 'pages-extra-not-published.json', $index ) ), "[$index]" );
		}
	}

	public function failure_shapes() {
		return array(
			'pages-empty.json'                             => array( self::answer( 'pages-empty.json' ) ),
			'pages-draft.json'                             => array( self::answer( 'pages-draft.json' ) ),
			'cookie and nonce [1]'                         => array( self::answer( 'pages-extra-cookie-and-nonce.json', 1 ) ),
			'cookie and nonce [2]'                         => array( self::answer( 'pages-extra-cookie-and-nonce.json', 2 ) ),
			'php fatal [1]'                                => array( self::answer( 'pages-extra-php-fatal.json', 1 ) ),
			'unknown route'                                => array( self::answer( 'pages-extra-unknown-route.json' ) ),
			'cross-origin preflight'                       => array( self::answer( 'pages-extra-cross-origin-preflight.json' ) ),
			'null'                                         => array( null ),
			'an empty array'                               => array( array() ),
			'a string'                                     => array( '[{"content":{"rendered":"<!-- section:page_title -->x"}}]' ),
			'a number'                                     => array( 42 ),
			'[{}]'                                         => array( array( array() ) ),
			'[null]'                                       => array( array( null ) ),
			'[{content: null}]'                            => array( array( array( 'content' => null ) ) ),
			'[{content: {rendered: 42}}]'                  => array( array( array( 'content' => array( 'rendered' => 42 ) ) ) ),
			'[{content: {rendered: "", protected: true}}]' => array(
				array(
					array(
						'content' => array(
							'rendered'  => '',
							'protected' => true,
						),
					),
				),
			),
			'[{content: {rendered: ""}}]'                  => array( array( array( 'content' => array( 'rendered' => '' ) ) ) ),
			'a page without markers'                       => array( array( array( 'content' => array( 'rendered' => '<p>Hello</p>' ) ) ) ),
		);
	}

	/**
	 * @dataProvider failure_shapes
	 */
	public function test_failure_shapes_give_the_defaults( $body ) {
		foreach ( self::PAGES as $page ) {
			$this->assertSame( self::defaults( $page ), author_site_content_from_answer( $page, $body ), $page );
		}
	}

	public function test_only_the_first_page_of_an_answer_counts() {
		$books = self::answer( 'pages-block-books-content.json' );
		$this->assertSame( self::defaults( 'books' ), author_site_content_from_answer( 'books', array_merge( array( array() ), $books ) ) );
		$this->assertSame( self::wp_content( 'books' ), author_site_content_from_answer( 'books', array_merge( $books, array( array() ) ) ) );
	}

	// ---- value rules (docs/content-format.md) ----

	/**
	 * @testWith ["<p>javascript:alert(1)</p>", null]
	 *           ["<p>ftp://example.test/book</p>", null]
	 *           ["<p>/books</p>", null]
	 *           ["<p>www.amazon.com/dp/1</p>", null]
	 *           ["<p><a href=\"/relative\">https://text.example/x</a></p>", "https://text.example/x"]
	 *           ["<p><a href=\"https://href.example/\">https://text.example/</a></p>", "https://href.example/"]
	 *           ["<p><a href=\"javascript:alert(1)\">buy</a> https://text.example/</p>", "https://text.example/"]
	 *           ["<p>Buy it at http://shop.example/b?x=1&#038;y=2 today</p>", "http://shop.example/b?x=1&y=2"]
	 *           ["<p>Order: https://amzn.to/abc. Thanks</p>", "https://amzn.to/abc"]
	 *           ["<p>Buy it (https://example.com/book)!</p>", "https://example.com/book"]
	 *           ["<p>“https://example.com/x?y=1&amp;z=2”</p>", "https://example.com/x?y=1&z=2"]
	 *           ["<p>https://example.com/a,b</p>", "https://example.com/a,b"]
	 *           ["<p>Buy: https://one.example/a and https://two.example/b</p>", "https://one.example/a"]
	 *           ["<p><a href=\"ftp://x.example/\">x</a> nothing here</p>", null]
	 */
	public function test_the_url_rule( $inner, $want ) {
		$this->assertSame( $want, author_site_apply_rule( 'url', author_site_parse_sections( "<!-- section:u -->$inner" ), 'u' ) );
	}

	/**
	 * @testWith ["hello@example.com", "hello@example.com"]
	 *           [" claire@author.example ", "claire@author.example"]
	 *           ["not an email", null]
	 *           ["a@b", null]
	 *           ["two words@example.com", null]
	 *           ["", null]
	 */
	public function test_the_email_rule( $text, $want ) {
		$this->assertSame( $want, author_site_apply_rule( 'email', author_site_parse_sections( "<!-- section:e --><p>$text</p>" ), 'e' ) );
	}

	public function test_a_contact_email_that_is_not_an_email_keeps_the_default() {
		$pages = self::with_first_page(
			'pages-block-contact-content.json',
			function ( &$page ) {
				$page['content']['rendered'] = str_replace( 'hello@example.com', 'write to me!', $page['content']['rendered'] );
			}
		);
		$want  = array_merge( self::wp_content( 'contact' )['contactInfo'], array( 'email' => self::defaults( 'contact' )['contactInfo']['email'] ) );
		$this->assertSame( $want, author_site_content_from_answer( 'contact', $pages )['contactInfo'] );
	}

	public function test_a_missing_or_empty_section_gives_null_for_every_rule() {
		$empty = author_site_parse_sections( '<!-- section:x --><p> <br> </p><ul><li> </li></ul>' );
		$this->assertSame( '', $empty['x']['text'] );
		foreach ( array( 'text', 'lines', 'paragraphs', 'list', 'url', 'email' ) as $rule ) {
			$this->assertNull( author_site_apply_rule( $rule, array(), 'x' ), $rule );
			$this->assertNull( author_site_apply_rule( $rule, $empty, 'x' ), $rule );
		}
		$this->assertNull( author_site_apply_rule( 'list', author_site_parse_sections( '<!-- section:y --><p>, ,</p>' ), 'y' ) );
	}

	public function test_the_split_rules() {
		$sections = author_site_parse_sections(
			"<!-- section:l --><p>- one<br>* two<br>•three<br><br>   <br>  four  <br>•\t five</p>" .
			"<!-- section:p --><p>a<br>b</p><p>c</p><p> d </p>\n\n\n<p>e</p>" .
			'<!-- section:c --><p> Slow Burn ,Second Chance,, ,Forced Proximity,</p>' .
			'<!-- section:d --><p>— Megan R.</p>'
		);
		$this->assertSame( array( 'one', 'two', 'three', 'four', 'five' ), author_site_apply_rule( 'lines', $sections, 'l' ) );
		$this->assertSame( array( "a\nb", 'c', 'd', 'e' ), author_site_apply_rule( 'paragraphs', $sections, 'p' ) );
		$this->assertSame( array( 'Slow Burn', 'Second Chance', 'Forced Proximity' ), author_site_apply_rule( 'list', $sections, 'c' ) );
		// A dash that is not a bullet stays.
		$this->assertSame( array( '— Megan R.' ), author_site_apply_rule( 'lines', $sections, 'd' ) );
		$this->assertSame( '— Megan R.', author_site_apply_rule( 'text', $sections, 'd' ) );
	}

	// ---- markers and sections ----

	/**
	 * @testWith ["<!-- section:hero_title -->", "hero_title"]
	 *           ["<!--section: Hero_Title-->", "hero_title"]
	 *           ["<!-- SECTION: c -->", "c"]
	 *           ["<!-- section:__proto__ -->", "__proto__"]
	 */
	public function test_marker_spellings_that_are_markers( $marker, $name ) {
		$this->assertSame( array( $name ), array_keys( author_site_parse_sections( "$marker<p>x</p>" ) ) );
	}

	/**
	 * @testWith ["<!-- d -->"]
	 *           ["<!-- section: -->"]
	 *           ["<!-- section:hero--title -->"]
	 *           ["<!-- section:hero-title -->"]
	 *           ["<!-- section:a b -->"]
	 *           ["<!-- wp:paragraph -->"]
	 *           ["<!-- wp:section:hero_title -->"]
	 *           ["<!-- section:wp:x -->"]
	 *           ["<!--more-->"]
	 *           ["<!-- sections:hero_title -->"]
	 *           ["<!-- xsection:hero_title -->"]
	 *           ["&lt;!-- section:a --&gt;"]
	 */
	public function test_spellings_that_are_not_markers( $marker ) {
		$this->assertSame( array(), author_site_parse_sections( "$marker<p>x</p>" ) );
	}

	public function section_structure_cases() {
		return array(
			'text before the first marker is ignored'      => array( '<p>Intro</p>Loose<!-- section:a --><p>A</p>', array( 'a' => 'A' ) ),
			'a closing marker ends the section, up to the next one' => array(
				'<!-- section:a --><p>A</p><!-- /section:a --><p>stray</p><a href="https://stray.example/">x</a><!-- section:b --><p>B</p>',
				array(
					'a' => 'A',
					'b' => 'B',
				),
			),
			'a section runs to the next marker or the end' => array(
				'<!-- section:a --><p>A1</p><p>A2</p><!-- section:b --><p>B</p>tail',
				array(
					'a' => "A1\n\nA2",
					'b' => "B\n\ntail",
				),
			),
			'the first of two same-named sections wins'    => array(
				'<!-- section:a --><p>first</p><!-- section:b --><p>B</p><!-- section:A --><p>second</p>',
				array(
					'a' => 'first',
					'b' => 'B',
				),
			),
			'a classic marker inside a paragraph, after <br />' => array(
				"<p><!-- section:a --><br />\nOne<br />\nTwo</p>\n<p>Three</p>\n<p><!-- section:b --><br />\nB</p>\n",
				array(
					'a' => "One\nTwo\n\nThree",
					'b' => 'B',
				),
			),
			'a classic marker alone in its paragraph'      => array( "<p><!-- section:a --></p>\n<p>Text one</p>\n<p>Text two</p>\n", array( 'a' => "Text one\n\nText two" ) ),
			'other comments are not markers and give no text' => array( '<!-- section:a --><p>A</p><!-- section:b--c --><p>still A</p><!-- wp:paragraph --><p>also A</p><!-- /wp:paragraph --><!-- note: hi --><!--more--><p>A again</p>', array( 'a' => "A\n\nstill A\n\nalso A\n\nA again" ) ),
			'an escaped marker in a paragraph is text'     => array( '<!-- section:a --><p>A</p><p>&lt;!-- section:b --&gt;</p><p>&lt;!&#8211; section:c &#8211;></p>', array( 'a' => "A\n\n<!-- section:b -->\n\n<!– section:c –>" ) ),
			'the hrefs of links, in order'                 => array( '<!-- section:a --><p><a href="https://one.example/">one</a> <a>none</a> <a href="/two">two</a></p>', array( 'a' => array( 'one none two', array( 'https://one.example/', '/two' ) ) ) ),
			'a marker inside a script or template does not count' => array( '<!-- section:a --><p>A</p><template><!-- section:b --><p>T</p></template><script>/* <!-- section:c --> */</script>', array( 'a' => 'A' ) ),
		);
	}

	/**
	 * @dataProvider section_structure_cases
	 */
	public function test_parse_sections_structure( $html, $want ) {
		foreach ( $want as $name => $section ) {
			list( $text, $hrefs ) = is_array( $section ) ? $section : array( $section, array() );
			$want[ $name ]        = array(
				'text'  => $text,
				'hrefs' => $hrefs,
			);
		}
		$this->assertSame( $want, author_site_parse_sections( $html ) );
	}

	public function html_to_text_cases() {
		return array(
			'<br> is a line break'               => array( 'a<br>b<br />c', "a\nb\nc" ),
			'block ends are paragraph breaks'    => array( '<h2>T</h2><p>P</p><div>D</div><blockquote>Q</blockquote>x', "T\n\nP\n\nD\n\nQ\n\nx" ),
			'li is a line break'                 => array( '<ul><li>one</li><li>two</li></ul><ol><li>three</li></ol>after', "one\ntwo\n\nthree\n\nafter" ),
			'spaces and tabs collapse'           => array( "<p>a \t  b</p>", 'a b' ),
			'other tags are dropped, text kept'  => array( '<p>Now <strong>available</strong> in <a href="https://x.example/">paperback</a>.</p>', 'Now available in paperback.' ),
			'script, style, template, noscript and comments are dropped' => array( 'a<script>s()</script><style>p{}</style><template>t</template><noscript>n</noscript><!-- c -->b', 'ab' ),
			'named entities are decoded'         => array( '&amp; &lt;b&gt; &quot;q&quot; &hellip; &mdash; &eacute; &nbsp;|', "& <b> \"q\" … — é \u{a0}|" ),
			'numeric entities are decoded'       => array( '&#8217; &#8220; &#8221; &#8216; &#8211; &#8212; &#8230; &#038; &#x2014; &#8482; &#215;', '’ “ ” ‘ – — … & — ™ ×' ),
			'emoji are kept'                     => array( 'Watch 🎬 💕', 'Watch 🎬 💕' ),
			'an image contributes nothing'       => array( '<img src=x onerror=alert(1)>text', 'text' ),
			'an svg keeps only its text'         => array( '&#8220;><svg onload=alert(1)> &#8212; M', '“> — M' ),
			'lines are trimmed, 3+ breaks are 2' => array( "<p>  one  <br>\t two \t</p>\n\n\n\n<p>three</p>", "one\ntwo\n\nthree" ),
			'a no-break space is kept'           => array( "\u{a0}x\u{a0}", "\u{a0}x\u{a0}" ),
			'CR is white space'                  => array( "a\r\nb", "a\nb" ),
			'empty'                              => array( '', '' ),
		);
	}

	/**
	 * @dataProvider html_to_text_cases
	 */
	public function test_html_to_text( $html, $want ) {
		$this->assertSame( $want, author_site_html_to_text( $html ) );
	}

	// ---- hostile and malformed HTML (the cases of tests/shared/hostile-html.ts) ----

	public function hostile_cases() {
		$s = array( self::class, 'section' );
		return array(
			'raw text elements'              => array( $s( 'a', '<p>1<script>s</script>2<style>s</style>3<xmp>x</xmp>4<iframe>i <b>b</b></iframe>5<noembed>n</noembed>6<noframes>f</noframes>7</p>' ), "123\n\n4567" ),
			'rcdata elements'                => array( $s( 'a', '<p>1<textarea>t <b>x</b></textarea>2<title>t</title>3</p>' ), '123' ),
			'template and noscript'          => array( $s( 'a', '<p>1<template>t<p>x</p></template>2<noscript>n<b>b</b></noscript>3</p>' ), '123' ),
			'markers inside dropped content' => array( $s( 'a', '<p>1<template><!-- section:b --></template><noscript><!-- section:c --></noscript><textarea><!-- section:d --></textarea>2</p>' ), '12' ),
			'unclosed script'                => array( $s( 'a', '<p>x</p><script>y' ), 'x' ),
			'unclosed textarea'              => array( $s( 'a', '<p>x</p><textarea>y<p>z</p>' ), 'x' ),
			'select'                         => array( $s( 'a', '<p>1<select><option>o</option><p>p</p></select>2</p>' ), '12' ),
			'svg'                            => array( $s( 'a', '<p>1<svg><title>t</title><desc>d</desc><foreignObject><p>f</p></foreignObject><text>x</text></svg>2</p>' ), "1df\n\nx2" ),
			'svg broken out by a tag'        => array( $s( 'a', '<p>1<svg><g>x<p>out</p>y</g></svg>z</p>' ), "1x\n\nout\n\nyz" ),
			'svg self-closing'               => array( $s( 'a', '<p>1<svg/>2<math/>3</p>' ), '123' ),
			'svg cdata'                      => array( $s( 'a', '<p>1<svg><![CDATA[<b>c</b>]]></svg>2</p>' ), '1<b>c</b>2' ),
			'svg iframe and script'          => array( $s( 'a', '<p>1<svg><iframe>i</iframe><script>s</script><style>x</style></svg>2</p>' ), '12' ),
			'unclosed svg'                   => array( $s( 'a', '<p>1<svg><a href="https://e.example/">x</a>' ), '1x' ),
			'quote in unquoted value'        => array( $s( 'a', '<p><img src=x"y alt=z>q</p>' ), 'q' ),
			'stray end tags'                 => array( $s( 'a', '<p>1</a>2</b>3</i>4</em>5</strong>6</span>7</div>8</p></p>9</li>' ), "12345678\n\n9" ),
			'misnested formatting'           => array( $s( 'a', '<p><b>1<i>2</b>3</i>4</p>' ), '1234' ),
			'formatting across paragraphs'   => array( $s( 'a', '<p><b>1</p><p>2</b>3</p>' ), "1\n\n23" ),
			'image tag'                      => array( $s( 'a', '<p>1<image src=x alt=y>2</p>' ), '12' ),
			'br forms'                       => array( $s( 'a', '<p>1</br>2<br/>3<br></br>4</p>' ), "1\n2\n3\n\n4" ),
			'img onerror payload'            => array( $s( 'a', '<p>before <img src=x onerror="window.__xss = \'img\'; alert(2)"> after</p>' ) . $s( 'b', '<p>next</p>' ), 'before after' ),
			'svg onload payload, texturized' => array( $s( 'a', '<p>before &#8220;><svg onload="window.__xss = \'svg\'; alert(4)"> after</p>' ) . $s( 'b', '<p>next</p>' ), 'before “> after' ),
			'iframe srcdoc payload'          => array( $s( 'a', "<p>before '><iframe srcdoc=\"<script>parent.__xss='iframe'</script>\"></iframe> after</p>" ) . $s( 'b', '<p>next</p>' ), "before '> after" ),
		);
	}

	/**
	 * @dataProvider hostile_cases
	 */
	public function test_hostile_html_gives_the_text_a_browser_shows( $html, $want ) {
		$sections = author_site_parse_sections( $html );
		$this->assertSame( $want, $sections['a']['text'] ?? null );
		foreach ( self::strings_in( $sections ) as $text ) {
			$this->assertStringNotContainsString( 'alert(', $text );
		}
	}

	public function test_an_unbalanced_quote_swallows_markup_as_a_browser_does() {
		$this->assertSame(
			array(
				'a' => array(
					'text'  => '',
					'hrefs' => array( "https://e.example/a title=x>y</a></p>\n<!-- section:b -->\n<p>z" ),
				),
			),
			author_site_parse_sections( self::section( 'a', '<p><a href="https://e.example/a title=x>y</a></p>' ) . self::section( 'b', '<p>z" w</p>' ) )
		);
	}

	public function test_markers_are_read_from_real_comments_only() {
		$html = '<p>0</p><! section:a ><p>1</p></ section:b ><p>2</p><?section:c><p>3</p><![CDATA[section:d]]><p>4</p><!--section:e--!><p>5</p>';
		$this->assertSame( array( 'a', 'b', 'e' ), array_keys( author_site_parse_sections( $html ) ) );
	}

	public function test_a_misnested_link_href_is_kept_once() {
		$this->assertSame(
			array(
				'text'  => "1\n\n23",
				'hrefs' => array( 'https://e.example/' ),
			),
			author_site_parse_sections( self::section( 'a', '<p><a href="https://e.example/">1</p><p>2</a>3</p>' ) )['a']
		);
	}

	public function unreadable_cases() {
		return array(
			'text in a table'           => array( '<table>1<tr><td>2</td></tr></table>3' ),
			'paragraph in a table'      => array( '<table><p>1</p><tr><td>2</td></tr></table>' ),
			'misnesting beside svg'     => array( '<svg></svg><p><b>1</p><p>2</b>3</p>' ),
			'nested forms closed early' => array( '<form><div>1</form>2</div>' ),
		);
	}

	/**
	 * What WordPress's HTML API cannot build even after the theme's repairs:
	 * no sections, and the page keeps the built-in text (both views agree).
	 *
	 * @dataProvider unreadable_cases
	 */
	public function test_unreadable_html_keeps_the_built_in_text( $body ) {
		$html = self::section( 'hero_subtitle', $body );
		$this->assertSame( array(), author_site_parse_sections( $html ) );
		$this->assertSame( '', author_site_html_to_text( $html ) );
		$this->assertSame( self::defaults( 'home' ), author_site_content_from_answer( 'home', array( array( 'content' => array( 'rendered' => $html ) ) ) ) );
		// The REST field that tells the app which parts the server could not read.
		$this->assertSame(
			array( 'content' ),
			author_site_unreadable_parts(
				array(
					'slug'    => 'homepage-content',
					'title'   => array( 'rendered' => 'Home' ),
					'excerpt' => array( 'rendered' => '' ),
					'content' => array( 'rendered' => $html ),
				)
			)
		);
	}

	public function test_unreadable_parts_only_for_content_pages() {
		$page = self::answer( 'pages-block-homepage-content.json' )[0];
		$this->assertSame( array(), author_site_unreadable_parts( $page ) );
		$page['slug'] = 'some-other-page';
		$this->assertNull( author_site_unreadable_parts( $page ) );
	}
}
