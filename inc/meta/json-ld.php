<?php
/**
 * The JSON-LD graph in <head>: the author everywhere, the book on Home and
 * Books, a book on its page (inc/meta/book.php), the upcoming events on
 * Events, the event on its page (schema.org Person, WebSite, Book, Event).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The author as a schema.org Person. */
function author_site_person_schema() {
	$config  = author_site_config();
	$person  = array(
		'@type' => 'Person',
		'@id'   => home_url( '/#author' ),
		'name'  => author_site_author_name(),
		'url'   => home_url( '/' ),
	);
	$same_as = array_values( (array) $config['social'] );
	if ( $same_as ) {
		$person['sameAs'] = $same_as;
	}
	return $person;
}

/**
 * The book's series and place in it from its subtitle ("The Medallion
 * Series, Book 1"), or null.
 */
function author_site_series_position( $subtitle ) {
	if ( ! preg_match( '/^(.+?)[\s,·:—–-]+(?:Book|Volume|Vol\.?|#)\s*(\d{1,3})$/iu', trim( (string) $subtitle ), $match ) ) {
		return null;
	}
	return array(
		'series'   => trim( $match[1] ),
		'position' => (int) $match[2],
	);
}

/** A date in text ("Released September 30, 2025") as YYYY-MM-DD, or null. */
function author_site_text_date( $text ) {
	$months = 'January|February|March|April|May|June|July|August|September|October|November|December';
	if ( ! preg_match( '/\b(' . $months . ')\s+(\d{1,2}),?\s+(\d{4})\b/i', (string) $text, $match ) ) {
		return null;
	}
	$date = DateTimeImmutable::createFromFormat( '!F j Y', ucfirst( strtolower( $match[1] ) ) . ' ' . $match[2] . ' ' . $match[3], new DateTimeZone( 'UTC' ) );
	return $date ? $date->format( 'Y-m-d' ) : null;
}

/** The book as a schema.org Book. */
function author_site_book_schema() {
	$book   = author_site_book();
	$person = author_site_person_schema();
	$schema = array(
		'@type'       => 'Book',
		'@id'         => author_site_route_url( 'books' ) . '#book',
		'name'        => $book['title'] ?? '',
		'author'      => array(
			'@type' => 'Person',
			'@id'   => $person['@id'],
			'name'  => $person['name'],
			'url'   => $person['url'],
		),
		'genre'       => 'Romantic suspense',
		'description' => $book['description'] ?? '',
		'url'         => author_site_route_url( 'books' ),
		'inLanguage'  => get_bloginfo( 'language' ),
	);
	$cover  = author_site_pictures()['cover'];
	$share  = author_site_share_image();
	$images = array_values( array_unique( array_filter( array( null === $cover ? author_site_built_image_url( 'cover.jpg' ) : $cover['src'], null === $share ? null : $share['url'] ) ) ) );
	if ( $images ) {
		$schema['image'] = $images;
	}
	if ( ! empty( $book['tropes'] ) && is_array( $book['tropes'] ) ) {
		$schema['keywords'] = implode( ', ', $book['tropes'] );
	}
	$series = author_site_series_position( $book['subtitle'] ?? '' );
	if ( null !== $series ) {
		$schema['isPartOf'] = array(
			'@type' => 'BookSeries',
			'name'  => $series['series'],
		);
		$schema['position'] = $series['position'];
	}
	$published = author_site_text_date( $book['releaseDate'] ?? '' );
	if ( null !== $published ) {
		$schema['datePublished'] = $published;
	}
	$retailer = author_site_http_url( (string) ( $book['amazonUrl'] ?? '' ) );
	if ( null !== $retailer ) {
		$schema['offers'] = array(
			'@type' => 'Offer',
			'url'   => $retailer,
		);
	}
	return array_filter( $schema, fn( $value ) => '' !== $value );
}

/**
 * schema.org Event for one event: online attendance for a virtual event (its
 * title or venue says online/virtual), a Place for one with a venue.
 */
function author_site_event_schema( array $event ) {
	$zone   = new DateTimeZone( $event['timezone'] );
	$format = $event['allDay'] ? 'Y-m-d' : 'c';
	$schema = array(
		'@type'       => 'Event',
		'name'        => $event['title'],
		'startDate'   => ( new DateTimeImmutable( '@' . $event['start'] ) )->setTimezone( $zone )->format( $format ),
		'endDate'     => ( new DateTimeImmutable( '@' . $event['end'] ) )->setTimezone( $zone )->format( $format ),
		'eventStatus' => 'https://schema.org/EventScheduled',
		'organizer'   => array(
			'@type' => 'Person',
			'@id'   => home_url( '/#author' ),
			'name'  => author_site_author_name(),
			'url'   => home_url( '/' ),
		),
	);
	if ( '' !== $event['description'] ) {
		$schema['description'] = $event['description'];
	}
	$where = author_site_venue_text( $event );
	if ( author_site_event_is_online( $event ) ) {
		$schema['eventAttendanceMode'] = 'https://schema.org/OnlineEventAttendanceMode';
		$schema['location']            = array(
			'@type' => 'VirtualLocation',
			'url'   => $event['website'] ?? $event['url'] ?? author_site_route_url( 'events' ),
		);
	} elseif ( '' !== $where ) {
		$venue                         = $event['venue'];
		$schema['eventAttendanceMode'] = 'https://schema.org/OfflineEventAttendanceMode';
		$schema['location']            = array_filter(
			array(
				'@type'   => 'Place',
				'name'    => $venue['venue'] ?? $where,
				'address' => array_filter(
					array(
						'@type'           => 'PostalAddress',
						'streetAddress'   => $venue['address'] ?? null,
						'addressLocality' => $venue['city'] ?? null,
						'addressRegion'   => $venue['state'] ?? null,
						'postalCode'      => $venue['zip'] ?? null,
						'addressCountry'  => $venue['country'] ?? null,
					)
				),
			)
		);
	}
	$schema['url'] = $event['url'] ?? author_site_route_url( 'events' );
	$image         = ! empty( $event['image']['url'] ) ? $event['image']['url'] : author_site_share_image()['url'] ?? null;
	if ( null !== $image ) {
		$schema['image'] = $image;
	}
	return $schema;
}

/** The upcoming events as schema.org Events (author_site_event_schema()). */
function author_site_events_schema() {
	$now    = author_site_now();
	$events = array();
	foreach ( author_site_events_to_show() as $event ) {
		if ( $event['start'] > $now ) {
			$events[] = author_site_event_schema( $event );
		}
	}
	return $events;
}

/** The current view's JSON-LD graph. */
function author_site_json_ld_graph( $page ) {
	$graph = array(
		author_site_person_schema(),
		array(
			'@type'     => 'WebSite',
			'@id'       => home_url( '/#website' ),
			'name'      => author_site_site_name(),
			'url'       => home_url( '/' ),
			'publisher' => array( '@id' => home_url( '/#author' ) ),
		),
	);
	if ( 'home' === $page || 'books' === $page ) {
		$graph[] = author_site_book_schema();
	}
	$listing = 'books' === $page ? author_site_books_listing() : null;
	if ( null !== $listing ) {
		// Each series in reading order (docs/books.md#the-books-page).
		foreach ( $listing['catalogue']['series'] as $series ) {
			$graph[] = author_site_book_series_json_ld( $series, author_site_books_json_ld_context() );
		}
	}
	if ( 'events' === $page ) {
		$graph = array_merge( $graph, author_site_events_schema() );
	}
	$book = 'book' === $page ? author_site_book_page_schema() : null;
	if ( null !== $book ) {
		$graph[] = $book;
	}
	$series = 'series' === $page ? author_site_series_page_schema() : null;
	if ( null !== $series ) {
		$graph[] = $series;
	}
	$event = 'event' === $page ? author_site_current_event() : null;
	if ( null !== $event ) {
		$graph[] = author_site_event_schema( $event );
	}
	return $graph;
}

/**
 * Prints the JSON-LD graph, except on the not-found view and WordPress views;
 * `JSON_HEX_TAG` keeps a `</script>` in it from ending the element.
 */
function author_site_print_json_ld() {
	$page = author_site_current_page();
	if ( 'not-found' === $page || 'wp-view' === $page ) {
		return;
	}
	wp_print_inline_script_tag(
		wp_json_encode(
			array(
				'@context' => 'https://schema.org',
				'@graph'   => author_site_json_ld_graph( $page ),
			),
			JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_HEX_TAG | JSON_HEX_AMP
		),
		array( 'type' => 'application/ld+json' )
	);
}
add_action( 'wp_head', 'author_site_print_json_ld', 20 );

/** The book the site is about (the Books page's text, which Home shows too). */
function author_site_book() {
	return author_site_page_content( 'books' );
}
