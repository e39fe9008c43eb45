<?php
/**
 * A book's `buy_links` and `isbn` lines read into links and ISBNs, and its
 * `audio_sample` address (docs/books.md).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The format a label names (any case; aliases from src/books/catalogue.json), or null. */
function author_site_book_format_named( $label ) {
	$name = strtolower( (string) $label );
	foreach ( author_site_read_json_raw( 'src/books/catalogue.json' )['formats'] as $format => $entry ) {
		if ( in_array( $name, $entry['aliases'], true ) ) {
			return $format;
		}
	}
	return null;
}

/** A line split at its first colon into label, format and value; null when unlabelled. */
function author_site_book_labelled( $line ) {
	$label = preg_match( '/^([^:]*):(.*)$/D', $line, $match ) ? author_site_trim( $match[1] ) : '';
	if ( ! $match || preg_match( '/^https?$/iD', $label ) ) {
		return null;
	}
	return array(
		'label'  => $label,
		'format' => author_site_book_format_named( $label ),
		'value'  => author_site_trim( $match[2] ),
	);
}

/** The store a link leads to: by its host or a parent domain, else its host without `www.`. */
function author_site_book_store( $url ) {
	$catalogue = author_site_read_json_raw( 'src/books/catalogue.json' );
	$host      = preg_match( '#^https?://([^/?\#:]+)#i', $url, $match ) ? $match[1] : '';
	$labels    = explode( '.', preg_replace( '/\.$/D', '', strtolower( $host ) ) );
	$last      = count( $labels ) - 1;
	for ( $i = 0; $i < $last; $i++ ) {
		$candidate = implode( '.', array_slice( $labels, $i ) );
		foreach ( $catalogue['stores'] as $store ) {
			foreach ( $store['hosts'] as $pattern ) {
				// `*` is a country's ending (com, co.uk).
				$regex = '/^' . implode( $catalogue['countryEnding'], array_map( fn( $part ) => str_replace( '.', '\.', $part ), explode( '*', $pattern ) ) ) . '$/D';
				if ( preg_match( $regex, $candidate ) ) {
					return array(
						'store'     => $store['name'],
						'icon'      => $store['icon'],
						'universal' => true === ( $store['universal'] ?? false ),
					);
				}
			}
		}
	}
	return array(
		'store'     => preg_replace( '/^www\./', '', implode( '.', $labels ) ),
		'icon'      => null,
		'universal' => false,
	);
}

/** An absolute http(s) URL by the site's one link rule (src/config/links.json), else null. */
function author_site_book_absolute_link( $value ) {
	$url = author_site_link_url( $value );
	return null !== $url && ! str_starts_with( $url, '/' ) ? $url : null;
}

/** The `buy_links` lines: `FORMAT: URL` or `URL`; a link that is not absolute http(s) is dropped. */
function author_site_book_buy_links( array $lines ) {
	$links    = array();
	$problems = array();
	foreach ( $lines as $line ) {
		$parts  = author_site_book_labelled( $line );
		$format = $parts['format'] ?? null;
		// An unknown label before anything but a URL (`javascript:…`) is part of the link.
		$named = null !== $parts && ( null !== $format || preg_match( '#^https?://#i', $parts['value'] ) );
		$url   = author_site_book_absolute_link( $named ? $parts['value'] : $line );
		if ( $named && null === $format ) {
			$problems[] = author_site_book_problem( 'unknown-format', 'buy_links', $line );
		}
		if ( null === $url ) {
			$problems[] = author_site_book_problem( 'not-http-link', 'buy_links', $line );
			continue;
		}
		$links[] = array_merge(
			array(
				'url'    => $url,
				'format' => $format,
			),
			author_site_book_store( $url )
		);
	}
	return array(
		'links'    => $links,
		'problems' => $problems,
	);
}

/** The `isbn` lines: `FORMAT: ISBN`, one per format; the first one of a format wins. */
function author_site_book_isbns( array $lines ) {
	$isbns    = array();
	$problems = array();
	foreach ( $lines as $line ) {
		$parts  = author_site_book_labelled( $line );
		$format = $parts['format'] ?? null;
		$isbn   = null === $format ? null : author_site_book_isbn( $parts['value'] );
		if ( null !== $isbn && ! in_array( $format, array_column( $isbns, 'format' ), true ) ) {
			$isbns[] = array(
				'format' => $format,
				'isbn'   => $isbn,
			);
			continue;
		}
		$code = 'duplicate-isbn';
		if ( null === $format ) {
			$code = 'unknown-format';
		} elseif ( null === $isbn ) {
			$code = 'invalid-isbn';
		}
		$problems[] = author_site_book_problem( $code, 'isbn', $line );
	}
	return array(
		'isbns'    => $isbns,
		'problems' => $problems,
	);
}

/**
 * Whether an absolute URL is a file under the Media Library's address: that
 * address and `/` begin it, and no `.` or `..` step (`%2e` too) leads out.
 * Twin: inUploads().
 */
function author_site_book_in_uploads( $url, $uploads ) {
	$base = rtrim( $uploads, '/' ) . '/';
	if ( ! str_starts_with( $url, $base ) ) {
		return false;
	}
	$path = preg_split( '/[?#]/', substr( $url, strlen( $base ) ) )[0];
	foreach ( explode( '/', $path ) as $step ) {
		if ( preg_match( '/^(?:\.|%2e){1,2}$/iD', $step ) ) {
			return false;
		}
	}
	return true;
}

/**
 * The `audio_sample` address (docs/books.md#a-books-extras), by the site's one
 * link rule: an absolute https: URL, or an http: one in the site's Media
 * Library, whose address WordPress gives (author_site_uploads_url(); null when
 * unknown); else null. Twin: readAudioSample().
 */
function author_site_book_audio_sample( $text, $uploads ) {
	$url = author_site_book_absolute_link( (string) $text );
	if ( null === $url || preg_match( '/^https:/i', $url ) ) {
		return $url;
	}
	$base = null === $uploads ? null : author_site_book_absolute_link( (string) $uploads );
	return null !== $base && author_site_book_in_uploads( $url, $base ) ? $url : null;
}

/** One problem for Content Health (docs/books.md#problems). */
function author_site_book_problem( $code, $section, $text ) {
	return array(
		'code'    => $code,
		'section' => $section,
		'text'    => $text,
	);
}
