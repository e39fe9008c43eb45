<?php
/**
 * One book read from its page's sections, and the featured book (docs/books.md).
 * Keys in snake_case.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** A book section's value by its kind in src/books/catalogue.json: '' or [] when absent. */
function author_site_book_section( array $sections, $name ) {
	$rule  = author_site_read_json_raw( 'src/books/catalogue.json' )['sections'][ $name ][1];
	$value = author_site_apply_rule( $rule, $sections, $name );
	if ( null === $value ) {
		return 'text' === $rule ? '' : array();
	}
	return $value;
}

/**
 * Lower case one character at a time, so PHP 8.3's final-sigma rule never
 * makes a series key differ from the app's.
 */
function author_site_book_lower_each( $text ) {
	return implode( '', array_map( fn( $c ) => mb_strtolower( $c, 'UTF-8' ), mb_str_split( $text, 1, 'UTF-8' ) ) );
}

/** A release date's day and whether it is after today. */
function author_site_book_release( $written, $today ) {
	$date = author_site_book_release_date( $written );
	return array(
		'release_date' => $date,
		'upcoming'     => null !== $date && strcmp( $date, $today ) > 0,
	);
}

/**
 * A book from its page's parsed sections. `$uploads` is the site's Media
 * Library address (author_site_uploads_url()), or null: then only an https:
 * audio sample is kept; `$series_slug` is the slug WordPress made of its
 * series' name when given (its REST answer's author_site_series_slug);
 * `$bonus_form_id` the published form its bonus_form names (the same
 * answer's author_site_forms). Twin: readBook().
 */
function author_site_read_book( $slug, array $sections, $today, $uploads = null, $series_slug = null, $bonus_form_id = null ) {
	$text          = fn( $name ) => author_site_book_section( $sections, $name );
	$title         = $text( 'title' );
	$series        = $text( 'series' );
	$series_number = author_site_book_series_number( $text( 'series_number' ) );
	$dated         = author_site_book_release( $text( 'release_date' ), $today );
	$heat_level    = author_site_book_heat_level( $text( 'heat_level' ) );
	$found         = array(
		'no-title'                 => array( 'title', '' === $title ),
		'unreadable-series-number' => array( 'series_number', null === $series_number && '' !== $text( 'series_number' ) ),
		'number-without-series'    => array( 'series_number', null !== $series_number && '' === $series ),
		'unreadable-date'          => array( 'release_date', null === $dated['release_date'] && '' !== $text( 'release_date' ) ),
		'unreadable-heat-level'    => array( 'heat_level', null === $heat_level && '' !== $text( 'heat_level' ) ),
	);
	$problems      = array();
	foreach ( $found as $code => list( $section, $is_found ) ) {
		if ( $is_found ) {
			$problems[] = author_site_book_problem( $code, $section, $text( $section ) );
		}
	}
	$buy          = author_site_book_buy_links( $text( 'buy_links' ) );
	$isbn         = author_site_book_isbns( $text( 'isbn' ) );
	$audio_sample = author_site_book_audio_sample( $text( 'audio_sample' ), $uploads );
	$audio        = null === $audio_sample && '' !== $text( 'audio_sample' )
		? array( author_site_book_problem( 'unsafe-audio-sample', 'audio_sample', $text( 'audio_sample' ) ) )
		: array();
	return array_merge(
		array(
			'slug'          => (string) $slug,
			'featured'      => false,
			'title'         => $title,
			'subtitle'      => $text( 'subtitle' ),
			'series'        => $series,
			'series_key'    => author_site_book_lower_each( $series ),
			'series_slug'   => '' === $series ? null : $series_slug,
			'series_number' => $series_number,
		),
		$dated,
		array(
			'description'   => $text( 'description' ),
			'synopsis'      => $text( 'synopsis' ),
			'callout'       => $text( 'callout' ),
			'tropes'        => $text( 'tropes' ),
			'heat_level'    => $heat_level,
			'content_notes' => $text( 'content_notes' ),
			'buy_links'     => $buy['links'],
			'isbns'         => $isbn['isbns'],
			'sample_title'  => $text( 'sample_title' ),
			'sample_text'   => $text( 'sample_text' ),
		),
		array(
			'narrator'          => $text( 'narrator' ),
			'audio_sample'      => $audio_sample ?? '',
			'book_club'         => $text( 'book_club' ),
			'bonus_title'       => $text( 'bonus_title' ),
			'bonus_description' => $text( 'bonus_description' ),
			'bonus_form'        => $text( 'bonus_form' ),
			'bonus_form_id'     => '' === $text( 'bonus_form' ) ? null : $bonus_form_id,
			'problems'          => array_merge( $problems, $buy['problems'], $isbn['problems'], $audio ),
		)
	);
}

/**
 * The featured book from the Books page's content
 * (docs/books.md#the-featured-book); `$uploads`, `$series_slug` and
 * `$bonus_form_id` as author_site_read_book()'s.
 * Twin: readFeaturedBook().
 */
function author_site_read_featured_book( array $content, array $sections, $today, $uploads = null, $series_slug = null, $bonus_form_id = null ) {
	$catalogue = author_site_read_json_raw( 'src/books/catalogue.json' );
	$schema    = author_site_read_json_raw( 'src/content/schema.json' );
	$own       = array_intersect_key( $sections, array_flip( $catalogue['featuredSections'] ) );
	$book      = author_site_read_book( $schema['slugs']['books'], $own, $today, $uploads, $series_slug, $bonus_form_id );
	$amazon    = (string) ( $content['amazonUrl'] ?? '' );
	if ( ! $book['buy_links'] && '' !== $amazon ) {
		$book['buy_links'] = array(
			array_merge(
				array(
					'url'    => $amazon,
					'format' => null,
				),
				author_site_book_store( $amazon )
			),
		);
	}
	return array_merge(
		$book,
		array(
			'featured'     => true,
			'title'        => $content['title'],
			'subtitle'     => $content['subtitle'],
			'description'  => $content['description'],
			'synopsis'     => $content['synopsis'],
			'callout'      => $content['callout'],
			'tropes'       => $content['tropes'],
			'sample_title' => $content['sampleTitle'],
			'sample_text'  => $content['sampleText'],
			'problems'     => array_values( array_filter( $book['problems'], fn( $problem ) => 'no-title' !== $problem['code'] ) ),
		),
		author_site_book_release( (string) $content['releaseDate'], $today )
	);
}
