<?php
/**
 * An event's own page on the server (docs/events.md#event-page): which
 * requests are one (inc/events/event-page.php), the event it shows from The Events
 * Calendar's single-event answer, the description reduced to text and links,
 * the venue's address, the website, the in-app path of a permalink
 * (inc/events/events.php), and what the page prints (inc/render/pages/event-page.php,
 * inc/meta/); mirroring tests/unit/pages/event-page.test.tsx and
 * tests/unit/events/details.test.ts.
 *
 * @package AuthorSite
 */

namespace AuthorSite\Tests;

final class EventPageTest extends TestCase {

	/**
	 * One raw event of events-absolute.json, by post id.
	 *
	 * @param int $id TEC post id.
	 * @return array
	 */
	private static function raw_event( $id ) {
		foreach ( self::answer( 'events-absolute.json' )['events'] as $raw ) {
			if ( $raw['id'] === $id ) {
				return $raw;
			}
		}
		throw new \RuntimeException( "no event $id" );
	}

	/**
	 * Makes the current request the page of the event with this slug, with
	 * this single-event answer handed over (null: the plugin has none).
	 *
	 * @param string     $slug   The slug asked for.
	 * @param array|null $answer The plugin's answer body.
	 */
	private static function show_event( $slug, $answer ) {
		set_query_var( 'author_site_route', 'event' );
		set_query_var( 'author_site_event', $slug );
		if ( null !== $answer ) {
			author_site_preloaded(
				author_site_event_rest_path( $slug ),
				array(
					'body'    => $answer,
					'headers' => array(),
				)
			);
		}
	}

	protected function tearDown(): void {
		set_query_var( 'author_site_route', '' );
		set_query_var( 'author_site_event', '' );
		parent::tearDown();
	}

	// ---- which requests are an event's page ----

	public function event_requests() {
		return array(
			'a pretty permalink, as WordPress parses it' => array(
				array(
					'tribe_events' => 'summer-signing',
					'post_type'    => 'tribe_events',
					'name'         => 'summer-signing',
				),
				'summer-signing',
			),
			'a plain permalink'                          => array( array( 'tribe_events' => 'summer-signing' ), 'summer-signing' ),
			'with an empty page number'                  => array(
				array(
					'tribe_events' => 'summer-signing',
					'page'         => '',
				),
				'summer-signing',
			),
			'a slug beyond ASCII, percent-encoded'       => array( array( 'tribe_events' => 'caf%c3%a9-night' ), 'caf%c3%a9-night' ),
			'by post type and name only'                 => array(
				array(
					'post_type' => 'tribe_events',
					'name'      => 'summer-signing',
				),
				'summer-signing',
			),
			'the plugin’s iCal file of the event'        => array(
				array(
					'ical'      => 1,
					'name'      => 'summer-signing',
					'post_type' => 'tribe_events',
				),
				null,
			),
			'a second page of the event'                 => array(
				array(
					'tribe_events' => 'summer-signing',
					'page'         => '2',
				),
				null,
			),
			'the plugin’s list view'                     => array(
				array(
					'post_type'    => 'tribe_events',
					'eventDisplay' => 'list',
				),
				null,
			),
			'a feed'                                     => array(
				array(
					'tribe_events' => 'summer-signing',
					'feed'         => 'rss2',
				),
				null,
			),
			'a preview'                                  => array(
				array(
					'tribe_events' => 'summer-signing',
					'preview'      => 'true',
				),
				null,
			),
			'another post type'                          => array(
				array(
					'post_type' => 'post',
					'name'      => 'summer-signing',
				),
				null,
			),
			'a slug with markup'                         => array( array( 'tribe_events' => 'a"><b>' ), null ),
			'a post'                                     => array( array( 'name' => 'hello-world' ), null ),
		);
	}

	/**
	 * @dataProvider event_requests
	 */
	public function test_which_requests_are_an_events_page( array $query_vars, $want ) {
		$this->assertSame( $want, author_site_event_request_slug( $query_vars ) );
	}

	public function test_the_request_filter_takes_an_event_for_the_theme_and_leaves_routes_alone() {
		$this->assertSame(
			array(
				'author_site_route' => 'event',
				'author_site_event' => 'summer-signing',
			),
			author_site_filter_event_request(
				array(
					'tribe_events' => 'summer-signing',
					'post_type'    => 'tribe_events',
					'name'         => 'summer-signing',
				)
			)
		);
		$route = array( 'author_site_route' => 'events' );
		$this->assertSame( $route, author_site_filter_event_request( $route ) );
		$post = array( 'name' => 'hello-world' );
		$this->assertSame( $post, author_site_filter_event_request( $post ) );
		// After the routes' own filter, at the same hook.
		$this->assertSame( 100, has_filter( 'request', 'author_site_filter_event_request' ) );
		$this->assertLessThan( 100, has_filter( 'request', 'author_site_filter_request' ) );
	}

	public function test_the_rest_path_names_the_event_by_slug() {
		$this->assertSame( '/tribe/events/v1/events/by-slug/summer-signing', author_site_event_rest_path( 'summer-signing' ) );
		$this->assertSame( '/tribe/events/v1/events/by-slug/caf%25c3%25a9', author_site_event_rest_path( 'caf%c3%a9' ) );
	}

	// ---- the event shown ----

	public function test_the_current_event_is_the_single_answer_mapped_with_its_paragraphs() {
		self::show_event( 'summer-signing-at-lakeside-books', self::answer( 'events-single.json' ) );
		$event = author_site_current_event();
		$this->assertSame( '9', $event['id'] );
		$this->assertSame( 'Summer Signing at Lakeside Books', $event['title'] );
		$this->assertSame( array( array( array( 'text' => 'Meet the author, get your copy signed and enjoy a glass of lemonade.' ) ) ), $event['body'] );
		$this->assertSame( 'event', author_site_current_page() );
	}

	public function test_an_event_the_plugin_does_not_give_is_the_not_found_view() {
		self::show_event( 'no-such-event-here', null );
		$this->assertNull( author_site_current_event() );
		$this->assertSame( 'not-found', author_site_current_page() );
		// An answer that is no event (TEC's error body) is none either.
		self::show_event(
			'an-error-answer',
			array(
				'code'    => 'rest-event-not-found',
				'message' => 'The requested event could not be found',
				'data'    => array( 'status' => 404 ),
			)
		);
		$this->assertNull( author_site_current_event() );
		$this->assertSame( 'not-found', author_site_current_page() );
	}

	// ---- the description ----

	public function test_the_description_keeps_paragraphs_and_http_links() {
		$this->assertSame(
			array(
				array( array( 'text' => 'Join me online to celebrate the release of The Medallion Client, book one of the series.' ) ),
				array(
					array( 'text' => 'Bring your questions & your favourite mug. ' ),
					array(
						'text' => 'Read the first chapter',
						'href' => 'https://example.test/books',
					),
					array( 'text' => ' before we start.' ),
				),
			),
			author_site_description_paragraphs( self::raw_event( 8 )['description'] )
		);
	}

	public function test_a_hostile_description_is_text_and_safe_links_only() {
		$html = '<p>Tickets <a href="javascript:alert(1)">here</a> &amp; <a href="https://example.test/t" onclick="alert(2)">there</a>.<img src=x onerror="alert(3)"></p>'
			. '<script>alert(4)</script><style>p{}</style><p>Line one<br>line two <a href="/relative">relative</a> <a href=" data:text/html,x">data</a>.</p>';
		$this->assertSame(
			array(
				array(
					array( 'text' => 'Tickets here & ' ),
					array(
						'text' => 'there',
						'href' => 'https://example.test/t',
					),
					array( 'text' => '.' ),
				),
				array( array( 'text' => "Line one\nline two relative data." ) ),
			),
			author_site_description_paragraphs( $html )
		);
		$json = wp_json_encode( author_site_description_paragraphs( $html ) );
		$this->assertStringNotContainsString( 'alert', $json );
		$this->assertStringNotContainsString( '<', $json );
	}

	public function test_white_space_at_a_links_edges_moves_outside_it_and_marks_in_the_text_are_dropped() {
		$this->assertSame(
			array(
				array(
					array( 'text' => 'a ' ),
					array(
						'text' => 'b',
						'href' => 'https://x.test/',
					),
					array( 'text' => ' c' ),
				),
			),
			author_site_description_paragraphs( "<p>a<a href=\"https://x.test/\"> b </a>c\u{E000}\u{E001}</p>" )
		);
		$this->assertSame( array(), author_site_description_paragraphs( '' ) );
		$this->assertSame( array(), author_site_description_paragraphs( '<p><a href="https://x.test/"> </a></p>' ) );
	}

	public function test_a_link_misnested_across_paragraphs_keeps_its_text() {
		$paragraphs = author_site_description_paragraphs( '<p>one <a href="https://x.test/">two</p><p>three</a> four</p>' );
		$text       = implode( "\n\n", array_map( fn( $runs ) => implode( '', array_column( $runs, 'text' ) ), $paragraphs ) );
		$this->assertSame( "one two\n\nthree four", $text );
	}

	// ---- venue, website, online, in-app path ----

	public function test_the_venue_as_address_lines() {
		$event = author_site_map_event( self::answer( 'events-single.json' ) );
		$this->assertSame( array( 'Lakeside Books', '123 Main Street', 'Rochester, NY 14604', 'United States' ), author_site_venue_lines( $event ) );
		$this->assertSame( array( 'The Cozy Corner Cafe', 'Buffalo' ), author_site_venue_lines( author_site_map_event( self::raw_event( 10 ) ) ) );
		$this->assertSame( array(), author_site_venue_lines( author_site_map_event( self::raw_event( 8 ) ) ) );
		$state_only          = $event;
		$state_only['venue'] = array( 'state' => 'NY' );
		$this->assertSame( array( 'NY' ), author_site_venue_lines( $state_only ) );
	}

	public function test_the_website_only_when_one_was_given_and_labelled_for_an_online_event() {
		$launch = author_site_map_event( self::raw_event( 8 ) );
		$this->assertSame(
			array(
				'url'    => 'https://example.test/launch',
				'online' => true,
			),
			author_site_event_website( $launch )
		);
		// TEC's fallback to the permalink is no website.
		$this->assertNull( author_site_event_website( author_site_map_event( self::raw_event( 9 ) ) ) );
		$raw            = self::raw_event( 9 );
		$raw['website'] = 'https://lakeside.example/signing?day=1&amp;time=2';
		$this->assertSame(
			array(
				'url'    => 'https://lakeside.example/signing?day=1&time=2',
				'online' => false,
			),
			author_site_event_website( author_site_map_event( $raw ) )
		);
		$raw['website'] = 'javascript:alert(1)';
		$this->assertNull( author_site_event_website( author_site_map_event( $raw ) ) );
		$this->assertTrue( author_site_event_is_online( author_site_map_event( self::raw_event( 17 ) ) ) );
		$this->assertFalse( author_site_event_is_online( author_site_map_event( self::raw_event( 11 ) ) ) );
	}

	public function test_the_in_app_path_of_a_permalink_on_this_site() {
		$home = home_url( '/' );
		$this->assertSame( '/event/summer-signing/', author_site_app_path( $home . 'event/summer-signing/' ) );
		$this->assertSame( '/?tribe_events=summer-signing', author_site_app_path( $home . '?tribe_events=summer-signing' ) );
		$this->assertSame( '/event/x/', author_site_app_path( $home . 'event/x/#top' ) );
		$this->assertNull( author_site_app_path( 'https://elsewhere.example/event/x/' ) );
		$this->assertNull( author_site_app_path( $home ) );
		$this->assertNull( author_site_app_path( $home . '/evil.example/' ) );
		$this->assertNull( author_site_app_path( null ) );
		$event = author_site_map_event( self::raw_event( 9 ) );
		// The recording's permalink is on the recording site, not this one.
		$this->assertNull( author_site_event_app_path( $event ) );
		$event['url'] = $home . 'event/summer-signing-at-lakeside-books/';
		$this->assertSame( '/event/summer-signing-at-lakeside-books/', author_site_event_app_path( $event ) );
		unset( $event['slug'] );
		$this->assertNull( author_site_event_app_path( $event ) );
	}

	// ---- what the page prints ----

	public function test_the_page_prints_the_event_in_the_layout() {
		$raw        = self::raw_event( 8 );
		$raw['url'] = home_url( '/event/virtual-book-launch-the-medallion-client/' );
		self::show_event( 'virtual-book-launch-the-medallion-client', $raw );
		$html = author_site_layout( 'event' );
		$this->assertStringContainsString( '<h1 id="event-title" class="event-page__title">Virtual Book Launch: The Medallion Client</h1>', $html );
		$this->assertStringContainsString( '<p class="eyebrow">Past event</p>', $html );
		$this->assertStringContainsString( 'Tuesday, September 30, 2025 · 7:00 PM – 8:30 PM EDT', $html );
		$this->assertStringContainsString( '<a class="button button--primary" href="https://example.test/launch">Join online', $html );
		$this->assertStringContainsString( '<a href="https://example.test/books">Read the first chapter</a>', $html );
		$this->assertStringContainsString( 'Back to Events</a>', $html );
		// Past: no Add to calendar.
		$this->assertStringNotContainsString( 'text/calendar', $html );
		$this->assertStringContainsString( '<header class="site-header">', $html );
	}

	public function test_its_schema_org_event() {
		$event  = author_site_map_event( self::answer( 'events-single.json' ), true );
		$schema = author_site_event_schema( $event );
		$this->assertSame( 'https://example.test/event/summer-signing-at-lakeside-books/', $schema['url'] );
		$this->assertSame( '14604', $schema['location']['address']['postalCode'] );
	}
}
