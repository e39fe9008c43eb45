<?php
/**
 * The Events Calendar's answers → the site's events on the server
 * (docs/events.md): author_site_map_event() and its helpers, and the Add to
 * calendar links and .ics file, fed with what the real plugin answered
 * (tests/fixtures/wp-recordings/README-events.md), mirroring
 * tests/unit/events/client.test.ts and calendar.test.ts. The server's
 * instants are Unix seconds (the app's are milliseconds).
 *
 * @package AuthorSite
 */

namespace AuthorSite\Tests;

final class EventsTest extends TestCase {

	const NY   = 'America/New_York';
	const HOST = 'example.test';

	/**
	 * Unix seconds of a UTC wall clock.
	 *
	 * @param string $utc "YYYY-MM-DD HH:MM:SS".
	 * @return int
	 */
	private static function utc( $utc ) {
		return ( new \DateTimeImmutable( $utc, new \DateTimeZone( 'UTC' ) ) )->getTimestamp();
	}

	/**
	 * What the mapping must make of each event of events-absolute.json.
	 *
	 * @return array<int,array>
	 */
	private static function expected() {
		$event = function ( $id, $title, $description, $start, $end, $all_day, $abbr, $venue, $slug ) {
			return array(
				'id'           => (string) $id,
				'title'        => $title,
				'description'  => $description,
				'start'        => self::utc( $start ),
				'end'          => self::utc( $end ),
				'allDay'       => $all_day,
				'timezone'     => self::NY,
				'venue'        => $venue,
				'timezoneAbbr' => $abbr,
				'url'          => "https://example.test/event/$slug/",
				'slug'         => $slug,
			);
		};
		$all   = array(
			8  => $event( 8, 'Virtual Book Launch: The Medallion Client', "Join me online to celebrate the release of The Medallion Client, book one of the series.\n\nBring your questions & your favourite mug. Read the first chapter before we start.", '2025-09-30 23:00:00', '2025-10-01 00:30:00', false, 'EDT', null, 'virtual-book-launch-the-medallion-client' ),
			13 => $event( 13, 'Readers’ Brunch & Q&A — “Meet the Author”…', 'Brunch, questions and answers.', '2026-10-18 15:00:00', '2026-10-18 17:00:00', false, 'EDT', null, 'readers-brunch-qa-meet-the-author' ),
			17 => $event( 17, 'Online Read-Along Week', 'Read along with me all week in the reader group.', '2026-11-21 15:00:00', '2026-11-23 21:00:00', false, 'EST', null, 'online-read-along-week' ),
			10 => $event(
				10,
				'Winter Reading Night',
				'A cozy evening reading from the new chapter.',
				'2027-01-20 23:30:00',
				'2027-01-21 01:00:00',
				false,
				'EST',
				array(
					'venue' => 'The Cozy Corner Cafe',
					'city'  => 'Buffalo',
				),
				'winter-reading-night'
			),
			12 => $event( 12, 'Valentine Midnight Read-Along', 'We read the balcony chapter together, right up to midnight and beyond.', '2027-02-15 02:00:00', '2027-02-15 06:00:00', false, 'EST', null, 'valentine-midnight-read-along' ),
			11 => $event( 11, 'Release Day Celebration', 'All day long: giveaways on social media.', '2027-03-05 05:00:00', '2027-03-06 04:59:59', true, 'EST', null, 'release-day-celebration' ),
			14 => $event( 14, 'Romance Readers Festival', 'Three days of panels and signings.', '2027-05-01 04:00:00', '2027-05-04 03:59:59', true, 'EDT', null, 'romance-readers-festival' ),
			9  => $event(
				9,
				'Summer Signing at Lakeside Books',
				'Meet the author, get your copy signed and enjoy a glass of lemonade.',
				'2027-07-15 18:00:00',
				'2027-07-15 20:00:00',
				false,
				'EDT',
				array(
					'venue'   => 'Lakeside Books',
					'address' => '123 Main Street',
					'city'    => 'Rochester',
					'state'   => 'NY',
					'zip'     => '14604',
					'country' => 'United States',
				),
				'summer-signing-at-lakeside-books'
			),
		);
		// Only the launch was given a website of its own (the others' is their permalink).
		$all[8]['website'] = 'https://example.test/launch';
		$all[9]['image']   = array(
			'url'    => 'https://example.test/wp-content/uploads/2026/11/summer-signing-768x480.jpg',
			'alt'    => 'Summer Signing at Lakeside Books',
			'width'  => 768,
			'height' => 480,
		);
		return $all;
	}

	/**
	 * The raw `events` of a recorded archive answer.
	 *
	 * @param string $file Recording.
	 * @return array[]
	 */
	private static function raw_events( $file ) {
		return self::answer( $file )['events'];
	}

	/**
	 * One raw event of a recorded archive answer, by post id.
	 *
	 * @param string $file Recording.
	 * @param int    $id   TEC post id.
	 * @return array
	 */
	private static function raw_event( $file, $id ) {
		foreach ( self::raw_events( $file ) as $raw ) {
			if ( $raw['id'] === $id ) {
				return $raw;
			}
		}
		throw new \RuntimeException( "$file has no event $id" );
	}

	/**
	 * The mapped event, which must not be dropped.
	 *
	 * @param mixed $raw Raw event.
	 * @return array
	 */
	private function mapped( $raw ) {
		$event = author_site_map_event( $raw );
		$this->assertIsArray( $event, 'the event was dropped' );
		return $event;
	}

	/**
	 * Every event of an answer that maps (as author_site_events_to_show() does).
	 *
	 * @param mixed $answer Archive answer.
	 * @return array[]
	 */
	private static function events_from( $answer ) {
		return array_values( array_filter( array_map( 'author_site_map_event', $answer['events'] ) ) );
	}

	/**
	 * The same keys and values, of the same types, in any key order.
	 *
	 * @param array $want  Expected event.
	 * @param array $event Mapped event.
	 */
	private function assertSameEvent( array $want, $event ) {
		$this->assertIsArray( $event );
		ksort( $want );
		ksort( $event );
		$this->assertSame( $want, $event );
	}

	/**
	 * A recorded event, mapped (from events-absolute.json).
	 *
	 * @param int $id TEC post id.
	 * @return array
	 */
	private function recorded( $id ) {
		return $this->mapped( self::raw_event( 'events-absolute.json', $id ) );
	}

	public function archives() {
		return array(
			'all 8 published events (events-absolute.json)' => array( 'events-absolute.json', array( 8, 13, 17, 10, 12, 11, 14, 9 ) ),
			'the site’s own query (events-relative.json)' => array( 'events-relative.json', array( 13, 17, 10, 12, 11, 14, 9 ) ),
			'TEC’s default query (events-default.json)'   => array( 'events-default.json', array( 17, 10, 12, 11, 14, 9 ) ),
			'an empty range (events-empty.json)'          => array( 'events-empty.json', array() ),
		);
	}

	/**
	 * @dataProvider archives
	 */
	public function test_maps_every_field_of_the_recorded_events( $file, $ids ) {
		$events   = self::events_from( self::answer( $file ) );
		$expected = self::expected();
		$this->assertSame( array_map( 'strval', $ids ), array_column( $events, 'id' ) );
		foreach ( $events as $i => $event ) {
			$this->assertSameEvent( $expected[ $ids[ $i ] ], $event );
		}
	}

	public function test_takes_start_and_end_from_utc_the_same_instants_as_the_site_local_dates() {
		$zone = new \DateTimeZone( self::NY );
		foreach ( self::raw_events( 'events-absolute.json' ) as $raw ) {
			$event = $this->mapped( $raw );
			$this->assertSame( self::utc( $raw['utc_start_date'] ), $event['start'] );
			$this->assertSame( self::utc( $raw['utc_end_date'] ), $event['end'] );
			$this->assertSame( $raw['start_date'], ( new \DateTimeImmutable( '@' . $event['start'] ) )->setTimezone( $zone )->format( 'Y-m-d H:i:s' ) );
			$this->assertSame( $raw['end_date'], ( new \DateTimeImmutable( '@' . $event['end'] ) )->setTimezone( $zone )->format( 'Y-m-d H:i:s' ) );
		}
	}

	public function test_decodes_the_texturized_title_and_makes_the_description_text() {
		$raw = self::raw_event( 'events-relative.json', 13 );
		$this->assertSame( 'Readers&#8217; Brunch &#038; Q&#038;A &#8212; &#8220;Meet the Author&#8221;&#8230;', $raw['title'] );
		$this->assertSame( 'Readers’ Brunch & Q&A — “Meet the Author”…', $this->mapped( $raw )['title'] );
		$description = $this->recorded( 8 )['description'];
		$this->assertDoesNotMatchRegularExpression( '/[<>]|&amp;/', $description );
	}

	public function test_keeps_markup_looking_text_as_text() {
		$raw                = self::raw_event( 'events-relative.json', 9 );
		$raw['title']       = '<img src=x onerror=alert(1)>Signing &lt;b&gt;';
		$raw['description'] = '<script>alert(1)</script><p>Hi <em>there</em></p>';
		$event              = $this->mapped( $raw );
		$this->assertSame( 'Signing <b>', $event['title'] );
		$this->assertSame( 'Hi there', $event['description'] );
	}

	public function test_marks_only_the_all_day_events() {
		$all_day = array_filter( self::events_from( self::answer( 'events-absolute.json' ) ), fn( $event ) => $event['allDay'] );
		$this->assertSame( array( '11', '14' ), array_values( array_column( $all_day, 'id' ) ) );
	}

	public function test_time_zones() {
		// WordPress's abbreviation: EDT in summer, EST in winter.
		$this->assertSame( array( self::NY, 'EDT' ), array( $this->recorded( 9 )['timezone'], $this->recorded( 9 )['timezoneAbbr'] ) );
		$this->assertSame( array( self::NY, 'EST' ), array( $this->recorded( 10 )['timezone'], $this->recorded( 10 )['timezoneAbbr'] ) );
		// An unknown zone falls back to UTC, without WordPress's zone name.
		foreach ( array( '<b>EDT</b>', 'MOT' ) as $abbr ) {
			$raw                  = self::raw_event( 'events-relative.json', 9 );
			$raw['timezone']      = 'Mars/Olympus_Mons';
			$raw['timezone_abbr'] = $abbr;
			$event                = $this->mapped( $raw );
			$this->assertSame( 'UTC', $event['timezone'] );
			$this->assertArrayNotHasKey( 'timezoneAbbr', $event );
		}
		// A junk abbreviation beside a known zone is dropped too.
		$raw                  = self::raw_event( 'events-relative.json', 9 );
		$raw['timezone_abbr'] = '<b>EDT</b>';
		$this->assertArrayNotHasKey( 'timezoneAbbr', $this->mapped( $raw ) );
		// TEC's whole-hour "UTC+1" is the matching Etc/GMT zone, its name kept.
		$raw                   = self::raw_event( 'events-relative.json', 9 );
		$raw['timezone']       = 'UTC+1';
		$raw['timezone_abbr']  = 'UTC+1';
		$raw['utc_start_date'] = '2027-07-15 13:00:00';
		$raw['utc_end_date']   = '2027-07-15 15:00:00';
		$event                 = $this->mapped( $raw );
		$this->assertSame( 'Etc/GMT-1', $event['timezone'] );
		$this->assertSame( 'UTC+1', $event['timezoneAbbr'] );
		$this->assertSame( '14:00', ( new \DateTimeImmutable( '@' . $event['start'] ) )->setTimezone( new \DateTimeZone( $event['timezone'] ) )->format( 'H:i' ) );
	}

	/**
	 * @testWith ["America/New_York", "America/New_York"]
	 *           ["Europe/Paris", "Europe/Paris"]
	 *           ["UTC", "UTC"]
	 *           ["UTC+1", "Etc/GMT-1"]
	 *           ["UTC-5", "Etc/GMT+5"]
	 *           ["UTC+0", "UTC"]
	 *           ["Mars/Olympus_Mons", null]
	 *           ["", null]
	 *           [5, null]
	 *           [null, null]
	 */
	public function test_valid_timezone( $zone, $want ) {
		$this->assertSame( $want, author_site_valid_timezone( $zone ) );
	}

	/**
	 * @testWith ["2027-07-15 18:00:00", "2027-07-15T18:00:00Z"]
	 *           ["2027-03-06 04:59:59", "2027-03-06T04:59:59Z"]
	 *           ["", null]
	 *           ["soon", null]
	 *           ["2027-07-15", null]
	 *           ["2027-07-15 18:00", null]
	 *           [null, null]
	 *           [0, null]
	 *           ["2027-02-30 10:00:00", null]
	 *           ["2027-07-15 25:00:00", null]
	 *           ["2027-07-15 10:61:00", null]
	 */
	public function test_parse_utc( $value, $want ) {
		$this->assertSame( null === $want ? null : ( new \DateTimeImmutable( $want ) )->getTimestamp(), author_site_parse_utc( $value ) );
	}

	public function test_venues() {
		$raw = self::raw_event( 'events-relative.json', 12 );
		// TEC's empty array is no venue.
		$this->assertSame( array(), $raw['venue'] );
		$this->assertNull( $this->mapped( $raw )['venue'] );
		// Only the parts TEC sends.
		$this->assertSame(
			array(
				'venue' => 'The Cozy Corner Cafe',
				'city'  => 'Buffalo',
			),
			$this->recorded( 10 )['venue']
		);
		// The first venue when an add-on links several.
		$raw          = self::raw_event( 'events-relative.json', 9 );
		$raw['venue'] = array( self::raw_event( 'events-relative.json', 10 )['venue'], $raw['venue'] );
		$this->assertSame(
			array(
				'venue' => 'The Cozy Corner Cafe',
				'city'  => 'Buffalo',
			),
			$this->mapped( $raw )['venue']
		);
		// A venue whose parts are all empty or markup is none.
		$raw          = self::raw_event( 'events-relative.json', 9 );
		$raw['venue'] = array(
			'venue'   => '<b></b>',
			'address' => '',
			'city'    => 42,
		);
		$this->assertNull( $this->mapped( $raw )['venue'] );
	}

	public function test_images() {
		$raw = self::raw_event( 'events-relative.json', 10 );
		$this->assertFalse( $raw['image'] );
		$this->assertArrayNotHasKey( 'image', $this->mapped( $raw ) );
		$full = array(
			'url'    => 'https://example.test/wp-content/uploads/2026/11/summer-signing.jpg',
			'alt'    => 'Summer Signing at Lakeside Books',
			'width'  => 800,
			'height' => 500,
		);
		// The full size without a medium_large …
		$raw                   = self::raw_event( 'events-relative.json', 9 );
		$raw['image']['sizes'] = array();
		$this->assertSame( $full, $this->mapped( $raw )['image'] );
		// … or when medium_large is not http(s).
		$raw = self::raw_event( 'events-relative.json', 9 );
		$raw['image']['sizes']['medium_large']['url'] = 'javascript:alert(1)';
		$this->assertSame( $full, $this->mapped( $raw )['image'] );
		// None when no URL is http(s).
		$raw['image']['url'] = 'data:image/png;base64,AAAA';
		$this->assertArrayNotHasKey( 'image', $this->mapped( $raw ) );
	}

	/**
	 * @testWith ["javascript:alert(1)"]
	 *           ["JavaScript:alert(1)"]
	 *           [" javascript:alert(1)"]
	 *           ["data:text/html,<script>alert(1)</script>"]
	 *           ["ftp://example.test/event/"]
	 *           ["//example.test/event/"]
	 *           ["/event/summer-signing/"]
	 *           [""]
	 *           [false]
	 */
	public function test_a_url_that_is_not_http_is_dropped_and_the_rest_kept( $url ) {
		$raw = self::raw_event( 'events-relative.json', 9 );
		// TEC's `website` is the permalink too when none was given.
		$raw['url']     = $url;
		$raw['website'] = $url;
		$want           = self::expected()[9];
		unset( $want['url'] );
		$this->assertSameEvent( $want, $this->mapped( $raw ) );
	}

	public function dropped_events() {
		return array(
			'without utc_start_date'        => array( 'utc_start_date', '(unset)' ),
			'with a null utc_start_date'    => array( 'utc_start_date', null ),
			'with a garbage utc_start_date' => array( 'utc_start_date', 'soon' ),
			'without a title'               => array( 'title', '(unset)' ),
			'with an empty title'           => array( 'title', '' ),
			'with a title of tags only'     => array( 'title', '<b></b>' ),
			'without an id'                 => array( 'id', '(unset)' ),
			'with an id of odd characters'  => array( 'id', '9"><b>' ),
		);
	}

	/**
	 * @dataProvider dropped_events
	 */
	public function test_events_that_cannot_be_shown_are_dropped( $key, $value ) {
		$raw = self::raw_event( 'events-relative.json', 9 );
		if ( '(unset)' === $value ) {
			unset( $raw[ $key ] );
		} else {
			$raw[ $key ] = $value;
		}
		$this->assertNull( author_site_map_event( $raw ) );
		$answer = self::answer( 'events-relative.json' );
		array_splice( $answer['events'], 3, 0, array( $raw ) );
		$this->assertSame( array( '13', '17', '10', '12', '11', '14', '9' ), array_column( self::events_from( $answer ), 'id' ) );
	}

	/**
	 * @testWith [null]
	 *           ["event"]
	 *           [9]
	 *           [[]]
	 */
	public function test_what_is_not_an_event( $raw ) {
		$this->assertNull( author_site_map_event( $raw ) );
	}

	public function test_ends_at_the_start_when_the_end_is_missing_or_before_the_start() {
		$raw = self::raw_event( 'events-relative.json', 9 );
		unset( $raw['utc_end_date'] );
		$this->assertSame( self::utc( '2027-07-15 18:00:00' ), $this->mapped( $raw )['end'] );
		$raw['utc_end_date'] = '2027-07-15 17:00:00';
		$this->assertSame( self::utc( '2027-07-15 18:00:00' ), $this->mapped( $raw )['end'] );
	}

	public function test_maps_the_single_event_answer_like_its_archive_item() {
		$this->assertSameEvent( self::expected()[9], author_site_map_event( self::answer( 'events-single.json' ) ) );
	}

	public function test_the_events_path_is_the_query_the_relative_recording_was_made_with() {
		$this->assertSame( '/tribe/events/v1/events?per_page=20&start_date=-1%20year&end_date=%2B2%20years&orderby=event_date', author_site_events_path( 20 ) );
		$this->assertSame( '/wp-json' . author_site_events_path( 20 ), self::exchanges( 'events-relative.json' )[0]['request']['url'] );
	}

	// ---- Add to calendar: the .ics file (RFC 5545) ----

	/**
	 * The logical (unfolded) lines of an iCalendar text.
	 *
	 * @param string $ics The file.
	 * @return string[]
	 */
	private static function logical_lines( $ics ) {
		return explode( "\r\n", substr( str_replace( "\r\n ", '', $ics ), 0, -2 ) );
	}

	/**
	 * RFC 5545 §3.1 on every physical line: CRLF only, at most 75 octets,
	 * each line valid UTF-8 on its own (no character split).
	 *
	 * @param string $ics The file.
	 */
	private function assertWellFolded( $ics ) {
		$this->assertStringEndsWith( "\r\n", $ics );
		foreach ( explode( "\r\n", substr( $ics, 0, -2 ) ) as $line ) {
			$this->assertDoesNotMatchRegularExpression( '/[\r\n]/', $line );
			$this->assertLessThanOrEqual( 75, strlen( $line ) );
			$this->assertTrue( mb_check_encoding( $line, 'UTF-8' ), "not UTF-8 on its own: $line" );
		}
	}

	public function test_a_timed_event_as_ics() {
		$ics   = author_site_event_ics( $this->recorded( 9 ), self::HOST );
		$lines = self::logical_lines( $ics );
		$this->assertWellFolded( $ics );
		$this->assertSame( array( 'BEGIN:VCALENDAR', 'VERSION:2.0' ), array_slice( $lines, 0, 2 ) );
		$this->assertSame( 'END:VCALENDAR', end( $lines ) );
		foreach ( array(
			'BEGIN:VEVENT',
			'UID:event-9@example.test',
			'DTSTART:20270715T180000Z',
			'DTEND:20270715T200000Z',
			'SUMMARY:Summer Signing at Lakeside Books',
			'DESCRIPTION:Meet the author\\, get your copy signed and enjoy a glass of lemonade.',
			'LOCATION:Lakeside Books\\, 123 Main Street\\, Rochester\\, NY',
			'URL:https://example.test/event/summer-signing-at-lakeside-books/',
			'END:VEVENT',
		) as $line ) {
			$this->assertContains( $line, $lines );
		}
		$this->assertCount( 1, preg_grep( '/^DTSTAMP:\d{8}T\d{6}Z$/', $lines ) );
		$this->assertCount( 1, preg_grep( '/^PRODID:.+/', $lines ) );
		// The same file on every call, and the host in the UID.
		$this->assertSame( $ics, author_site_event_ics( $this->recorded( 9 ), self::HOST ) );
		$this->assertContains( 'UID:event-9@other.test', self::logical_lines( author_site_event_ics( $this->recorded( 9 ), 'other.test' ) ) );
	}

	public function test_utc_times_across_midnight_and_in_winter() {
		$midnight = self::logical_lines( author_site_event_ics( $this->recorded( 12 ), self::HOST ) );
		$this->assertContains( 'DTSTART:20270215T020000Z', $midnight );
		$this->assertContains( 'DTEND:20270215T060000Z', $midnight );
		$winter = self::logical_lines( author_site_event_ics( $this->recorded( 10 ), self::HOST ) );
		$this->assertContains( 'DTSTART:20270120T233000Z', $winter );
		$this->assertContains( 'LOCATION:The Cozy Corner Cafe\\, Buffalo', $winter );
	}

	public function test_all_day_events_have_dates_with_an_exclusive_end() {
		$release = self::logical_lines( author_site_event_ics( $this->recorded( 11 ), self::HOST ) );
		$this->assertContains( 'DTSTART;VALUE=DATE:20270305', $release );
		$this->assertContains( 'DTEND;VALUE=DATE:20270306', $release );
		// The festival, May 1–3: DTEND May 4.
		$festival = self::logical_lines( author_site_event_ics( $this->recorded( 14 ), self::HOST ) );
		$this->assertContains( 'DTSTART;VALUE=DATE:20270501', $festival );
		$this->assertContains( 'DTEND;VALUE=DATE:20270504', $festival );
		$this->assertSame(
			array(
				'start'  => '20270501',
				'end'    => '20270504',
				'allDay' => true,
			),
			author_site_calendar_dates( $this->recorded( 14 ) )
		);
	}

	public function test_leaves_out_location_without_a_venue_and_url_without_a_url() {
		$event = $this->recorded( 12 );
		unset( $event['url'] );
		$ics = author_site_event_ics( $event, self::HOST );
		$this->assertDoesNotMatchRegularExpression( '/^(LOCATION|URL)[:;]/m', $ics );
	}

	public function test_every_recorded_event_and_the_default_event_is_well_folded() {
		$events   = self::events_from( self::answer( 'events-absolute.json' ) );
		$events[] = author_site_default_event();
		foreach ( $events as $event ) {
			$ics = author_site_event_ics( $event, self::HOST );
			$this->assertWellFolded( $ics );
			$this->assertContains( 'SUMMARY:' . author_site_escape_ics_text( $event['title'] ), self::logical_lines( $ics ) );
		}
		$this->assertContains( 'UID:event-book-launch-2025-09-30@example.test', self::logical_lines( author_site_event_ics( author_site_default_event(), self::HOST ) ) );
	}

	public function test_folding_never_splits_a_character() {
		$title                = str_repeat( 'Soirée été ', 4 ) . str_repeat( 'é', 45 ) . str_repeat( '😀💕📚', 12 ) . str_repeat( ' Ω≈ç√∫ ', 6 ) . str_repeat( "e\u{301}", 10 );
		$event                = $this->recorded( 9 );
		$event['title']       = $title;
		$event['description'] = str_repeat( 'ü', 200 );
		$ics                  = author_site_event_ics( $event, self::HOST );
		$this->assertWellFolded( $ics );
		$this->assertGreaterThan( count( self::logical_lines( $ics ) ), substr_count( $ics, "\r\n" ) );
		$this->assertContains( "SUMMARY:$title", self::logical_lines( $ics ) );
		$this->assertContains( 'DESCRIPTION:' . str_repeat( 'ü', 200 ), self::logical_lines( $ics ) );
	}

	public function test_fold_lines() {
		$line   = 'DESCRIPTION:' . str_repeat( 'a', 300 );
		$folded = explode( "\r\n", author_site_fold_ics_line( $line ) );
		// ASCII at exactly 75 octets, continuation lines 1 space + 74.
		$this->assertSame( array( 75, 75, 75, 75, 16 ), array_map( 'strlen', $folded ) );
		$this->assertSame( $line, str_replace( "\r\n ", '', implode( "\r\n", $folded ) ) );
		// 4-octet characters fold before they would cross 75 octets: 8 + 16 × 4 = 72.
		$line   = 'SUMMARY:' . str_repeat( '😀', 40 );
		$folded = explode( "\r\n", author_site_fold_ics_line( $line ) );
		$this->assertSame( 72, strlen( $folded[0] ) );
		$this->assertSame( $line, str_replace( "\r\n ", '', implode( "\r\n", $folded ) ) );
		$this->assertSame( 'SUMMARY:Short', author_site_fold_ics_line( 'SUMMARY:Short' ) );
		$this->assertSame( '', author_site_fold_ics_line( '' ) );
	}

	public function test_escaping_per_rfc_5545() {
		$this->assertSame( 'a\\\\b\\;c\\,d\\ne\\nf', author_site_escape_ics_text( "a\\b;c,d\ne\r\nf" ) );
		$this->assertSame( 'C:\\\\new', author_site_escape_ics_text( 'C:\\new' ) );
		$this->assertSame( 'plain: text', author_site_escape_ics_text( 'plain: text' ) );
		// A lone carriage return is a line break too.
		$this->assertSame( 'a\\nb\\nc\\nd', author_site_escape_ics_text( "a\rb\r\nc\nd" ) );
		$event          = author_site_default_event();
		$event['title'] = 'Q&A; books, tea: C:\\new \\n \\, done\\';
		$event['venue'] = array(
			'venue'   => 'Books, Tea; More',
			'address' => '1\\2 Main St',
			'city'    => 'Rochester',
			'state'   => 'NY',
		);
		$lines          = self::logical_lines( author_site_event_ics( $event, self::HOST ) );
		$this->assertContains( 'SUMMARY:Q&A\\; books\\, tea: C:\\\\new \\\\n \\\\\\, done\\\\', $lines );
		$this->assertContains( 'LOCATION:Books\\, Tea\\; More\\, 1\\\\2 Main St\\, Rochester\\, NY', $lines );
	}

	// ---- Add to calendar: the Google Calendar link ----

	/**
	 * The query of a Google Calendar link, in order.
	 *
	 * @param string $url The link.
	 * @return array<string,string>
	 */
	private function google_query( $url ) {
		$this->assertStringStartsWith( 'https://calendar.google.com/calendar/render?', $url );
		$query = array();
		foreach ( explode( '&', (string) wp_parse_url( $url, PHP_URL_QUERY ) ) as $pair ) {
			list( $key, $value ) = explode( '=', $pair, 2 );
			// encodeURIComponent(): only unreserved characters are left as they are.
			$this->assertMatchesRegularExpression( "/^(?:[\\w\\-.!~*'()]|%[0-9A-F]{2})*$/", $value );
			$query[ $key ] = rawurldecode( $value );
		}
		return $query;
	}

	public function test_a_google_calendar_link_for_a_timed_event() {
		$this->assertSame(
			array(
				'action'   => 'TEMPLATE',
				'text'     => 'Summer Signing at Lakeside Books',
				'dates'    => '20270715T180000Z/20270715T200000Z',
				'details'  => "Meet the author, get your copy signed and enjoy a glass of lemonade.\n\nhttps://example.test/event/summer-signing-at-lakeside-books/",
				'location' => 'Lakeside Books, 123 Main Street, Rochester, NY',
			),
			$this->google_query( author_site_google_calendar_url( $this->recorded( 9 ) ) )
		);
	}

	public function test_a_google_calendar_link_for_all_day_events() {
		$query = $this->google_query( author_site_google_calendar_url( $this->recorded( 11 ) ) );
		$this->assertSame( '20270305/20270306', $query['dates'] );
		$this->assertArrayNotHasKey( 'location', $query );
		$this->assertSame( '20270501/20270504', $this->google_query( author_site_google_calendar_url( $this->recorded( 14 ) ) )['dates'] );
	}

	public function test_a_google_calendar_link_encodes_a_texturized_title_and_plus_signs() {
		$event                = $this->recorded( 13 );
		$event['description'] = 'One + one & more #1';
		$url                  = author_site_google_calendar_url( $event );
		$this->assertStringContainsString( 'One%20%2B%20one%20%26%20more%20%231', $url );
		$query = $this->google_query( $url );
		$this->assertSame( 'Readers’ Brunch & Q&A — “Meet the Author”…', $query['text'] );
		$this->assertSame( "One + one & more #1\n\nhttps://example.test/event/readers-brunch-qa-meet-the-author/", $query['details'] );
		$this->assertSame( array( 'action', 'text', 'dates', 'details' ), array_keys( $query ) );
		// Empty details are left out.
		$bare                = $this->recorded( 12 );
		$bare['description'] = '';
		unset( $bare['url'] );
		$this->assertArrayNotHasKey( 'details', $this->google_query( author_site_google_calendar_url( $bare ) ) );
	}

	// ---- schema.org Event (docs/events.md) ----

	/**
	 * @testWith [8]
	 *           [17]
	 */
	public function test_an_online_event_has_a_virtual_location( $id ) {
		$event  = $this->recorded( $id );
		$schema = author_site_event_schema( $event );
		$this->assertSame( 'Event', $schema['@type'] );
		$this->assertSame( $event['title'], $schema['name'] );
		$this->assertSame( 'https://schema.org/OnlineEventAttendanceMode', $schema['eventAttendanceMode'] );
		// Where to join: the event's website when it has one, else its page.
		$this->assertSame(
			array(
				'@type' => 'VirtualLocation',
				'url'   => $event['website'] ?? $event['url'],
			),
			$schema['location']
		);
	}

	public function test_an_event_with_a_venue_has_a_place_in_its_own_time_zone() {
		$schema = author_site_event_schema( $this->recorded( 9 ) );
		$this->assertSame( '2027-07-15T14:00:00-04:00', $schema['startDate'] );
		$this->assertSame( '2027-07-15T16:00:00-04:00', $schema['endDate'] );
		$this->assertSame( 'https://schema.org/OfflineEventAttendanceMode', $schema['eventAttendanceMode'] );
		$this->assertSame(
			array(
				'@type'   => 'Place',
				'name'    => 'Lakeside Books',
				'address' => array(
					'@type'           => 'PostalAddress',
					'streetAddress'   => '123 Main Street',
					'addressLocality' => 'Rochester',
					'addressRegion'   => 'NY',
					'postalCode'      => '14604',
					'addressCountry'  => 'United States',
				),
			),
			$schema['location']
		);
		$this->assertSame( 'https://example.test/wp-content/uploads/2026/11/summer-signing-768x480.jpg', $schema['image'] );
		$this->assertSame( 'https://example.test/event/summer-signing-at-lakeside-books/', $schema['url'] );
	}

	public function test_an_all_day_event_has_dates_and_no_location_without_a_venue() {
		$schema = author_site_event_schema( $this->recorded( 14 ) );
		$this->assertSame( '2027-05-01', $schema['startDate'] );
		$this->assertSame( '2027-05-03', $schema['endDate'] );
		$this->assertArrayNotHasKey( 'location', $schema );
		$this->assertArrayNotHasKey( 'eventAttendanceMode', $schema );
	}
}
