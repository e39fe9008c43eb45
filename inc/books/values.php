<?php
/**
 * A book's single values read from the author's text (docs/books.md).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** A series number: digits, a decimal part allowed (`2.5`); else null. */
function author_site_book_series_number( $text ) {
	if ( ! preg_match( '/^[0-9]{1,6}(?:\.[0-9]{1,6})?$/D', (string) $text ) ) {
		return null;
	}
	$number = (float) $text;
	// A whole number stays an integer, so JSON prints 2, not 2.0.
	return floor( $number ) === $number ? (int) $number : $number;
}

/** A heat level: one whole number on the scale of src/books/catalogue.json; else null. */
function author_site_book_heat_level( $text ) {
	$heat = author_site_read_json_raw( 'src/books/catalogue.json' )['heat'];
	if ( ! preg_match( '/^[0-9]$/D', (string) $text ) ) {
		return null;
	}
	$level = (int) $text;
	return $level >= $heat['min'] && $level <= $heat['max'] ? $level : null;
}

/** YYYY-MM-DD when the numbers make a real calendar day, else null. */
function author_site_book_calendar_day( $year, $month, $day ) {
	return checkdate( $month, $day, $year ) ? sprintf( '%04d-%02d-%02d', $year, $month, $day ) : null;
}

/**
 * The first date in the text (`YYYY-MM-DD` or `March 5, 2027`, words around
 * it allowed) as YYYY-MM-DD; null when none or no real day.
 */
function author_site_book_release_date( $text ) {
	$months = array( 'jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec' );
	$iso    = preg_match( '/\b([1-9][0-9]{3})-([0-9]{2})-([0-9]{2})\b/', (string) $text, $iso_match, PREG_OFFSET_CAPTURE );
	$us     = preg_match( '/\b(january|february|march|april|may|june|july|august|september|october|november|december|sept|jan|feb|mar|apr|jun|jul|aug|sep|oct|nov|dec)\.?[ \t\n]+([0-9]{1,2}),?[ \t\n]+([1-9][0-9]{3})\b/i', (string) $text, $us_match, PREG_OFFSET_CAPTURE );
	if ( $iso && ( ! $us || $iso_match[0][1] <= $us_match[0][1] ) ) {
		return author_site_book_calendar_day( (int) $iso_match[1][0], (int) $iso_match[2][0], (int) $iso_match[3][0] );
	}
	if ( ! $us ) {
		return null;
	}
	$month = array_search( strtolower( substr( $us_match[1][0], 0, 3 ) ), $months, true ) + 1;
	return author_site_book_calendar_day( (int) $us_match[3][0], $month, (int) $us_match[2][0] );
}

/** An ISBN-10 or ISBN-13 as digits when its check digit is right; else null. */
function author_site_book_isbn( $text ) {
	$digits = strtoupper( str_replace( array( '-', ' ' ), '', (string) $text ) );
	$sum    = 0;
	if ( preg_match( '/^[0-9]{9}[0-9X]$/D', $digits ) ) {
		for ( $i = 0; $i < 10; $i++ ) {
			$sum += ( 'X' === $digits[ $i ] ? 10 : (int) $digits[ $i ] ) * ( 10 - $i );
		}
		return 0 === $sum % 11 ? $digits : null;
	}
	if ( preg_match( '/^97[89][0-9]{10}$/D', $digits ) ) {
		for ( $i = 0; $i < 13; $i++ ) {
			$sum += (int) $digits[ $i ] * ( 0 === $i % 2 ? 1 : 3 );
		}
		return 0 === $sum % 10 ? $digits : null;
	}
	return null;
}

/** Today (YYYY-MM-DD) in a time zone at the given instant; never reads the clock. */
function author_site_books_today( $now, DateTimeZone $zone ) {
	return ( new DateTimeImmutable( '@' . (int) $now ) )->setTimezone( $zone )->format( 'Y-m-d' );
}
