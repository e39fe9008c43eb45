<?php
/**
 * Colour contrast as WCAG 2.2 measures it: a colour's relative luminance, the
 * ratio of two colours, and the nearest colour that reaches a ratio.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** A `#rrggbb` colour's red, green and blue (0–255), or null for anything else. */
function author_site_color_channels( $hex ) {
	if ( ! is_string( $hex ) || 1 !== preg_match( '/^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i', $hex, $m ) ) {
		return null;
	}
	return array( hexdec( $m[1] ), hexdec( $m[2] ), hexdec( $m[3] ) );
}

/** Red, green and blue (0–255) as a lower-case `#rrggbb`. */
function author_site_color_hex( array $channels ) {
	return vsprintf( '#%02x%02x%02x', array_map( 'intval', array_map( 'round', $channels ) ) );
}

/** A `#rrggbb` colour's relative luminance (WCAG 2.2), 0 for black to 1 for white. */
function author_site_luminance( $hex ) {
	$channels = author_site_color_channels( $hex );
	if ( null === $channels ) {
		return 0.0;
	}
	$linear = array();
	foreach ( $channels as $value ) {
		$c        = $value / 255;
		$linear[] = $c <= 0.04045 ? $c / 12.92 : pow( ( $c + 0.055 ) / 1.055, 2.4 );
	}
	return 0.2126 * $linear[0] + 0.7152 * $linear[1] + 0.0722 * $linear[2];
}

/** The contrast ratio of two `#rrggbb` colours, from 1 to 21. */
function author_site_contrast_ratio( $a, $b ) {
	$la = author_site_luminance( $a );
	$lb = author_site_luminance( $b );
	return ( max( $la, $lb ) + 0.05 ) / ( min( $la, $lb ) + 0.05 );
}

/**
 * The colour nearest to `$hex` that passes every test, mixed a step at a
 * time towards black or white (the smaller change first), or null.
 *
 * @param string   $hex    The colour refused.
 * @param callable $passes Whether a `#rrggbb` colour passes.
 * @return string|null
 */
function author_site_nearest_passing_color( $hex, $passes ) {
	$channels = author_site_color_channels( $hex );
	if ( null === $channels ) {
		return null;
	}
	for ( $step = 1; $step <= 100; $step++ ) {
		foreach ( array( 0, 255 ) as $target ) {
			$mixed = array();
			foreach ( $channels as $value ) {
				$mixed[] = $value + ( $target - $value ) * $step / 100;
			}
			$candidate = author_site_color_hex( $mixed );
			if ( $passes( $candidate ) ) {
				return $candidate;
			}
		}
	}
	return null;
}
