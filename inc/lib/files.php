<?php
/**
 * Files shipped with the theme: their text, and the JSON files shared with the
 * app, read once a request (copy files translated, docs/i18n.md).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The text of a file shipped with the theme, or '' when missing (before a build). */
function author_site_theme_file_contents( $relative ) {
	$path = get_theme_file_path( $relative );
	return is_readable( $path ) ? (string) file_get_contents( $path ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local theme file.
}

/** Reads a JSON file shipped with the theme, untranslated. */
function author_site_read_json_raw( $relative ) {
	static $cache = array();
	if ( ! isset( $cache[ $relative ] ) ) {
		$data               = json_decode( author_site_theme_file_contents( $relative ), true );
		$cache[ $relative ] = is_array( $data ) ? $data : array();
	}
	return $cache[ $relative ];
}

/** Whether a copy string is translated: it holds a letter (src/i18n/translate.ts). */
function author_site_is_translatable( $text ) {
	return 1 === preg_match( '/\p{L}/u', $text );
}

/**
 * A copy file's value in the site's language, except under the keys
 * src/i18n/translatable.json keeps (as src/i18n/translate.ts does).
 */
function author_site_translate_copy( $value, array $keep ) {
	if ( is_string( $value ) ) {
		// bin/build/pot.mjs extracts the copy files' strings into the .pot.
		return author_site_is_translatable( $value ) ? translate( $value, 'author-site' ) : $value; // phpcs:ignore WordPress.WP.I18n -- strings of the copy files.
	}
	if ( ! is_array( $value ) ) {
		return $value;
	}
	foreach ( $value as $key => $item ) {
		if ( ! in_array( $key, $keep, true ) ) {
			$value[ $key ] = author_site_translate_copy( $item, $keep );
		}
	}
	return $value;
}

/**
 * Reads a JSON file shipped with the theme; the copy files
 * src/i18n/translatable.json lists come in the site's language, as in the app.
 */
function author_site_read_json( $relative ) {
	static $translated = array();
	$data              = author_site_read_json_raw( $relative );
	$rules             = author_site_read_json_raw( 'src/i18n/translatable.json' );
	if ( ! in_array( $relative, (array) ( $rules['files'] ?? array() ), true )
		// Translations can be asked for once the theme is set up (WordPress 6.7+).
		|| ! did_action( 'after_setup_theme' ) || doing_action( 'after_setup_theme' ) ) {
		return $data;
	}
	$key = $relative . '|' . determine_locale() . '|' . ( is_textdomain_loaded( 'author-site' ) ? '1' : '0' );
	if ( ! isset( $translated[ $key ] ) ) {
		// Plural pairs stay as written: each is translated with its number (author_site_plural_copy()).
		$translated[ $key ] = author_site_translate_copy( $data, array_merge( (array) ( $rules['keep'] ?? array() ), (array) ( $rules['plurals'] ?? array() ) ) );
	}
	return $translated[ $key ];
}

/**
 * The form of a copy file's plural pair (singular and plural in English, under
 * a key of src/i18n/translatable.json's `plurals`) for a number, in the site's
 * language: the translation's Plural-Forms picks it. Twin: pluralCopy().
 *
 * @param string[] $forms The pair as the copy file writes it.
 * @param int      $count The number.
 * @return string
 */
function author_site_plural_copy( array $forms, $count ) {
	$single = (string) ( $forms[0] ?? '' );
	$plural = (string) ( $forms[1] ?? '' );
	$count  = (int) $count;
	if ( ! did_action( 'after_setup_theme' ) || doing_action( 'after_setup_theme' ) ) {
		// Before the theme is set up nothing is translated (author_site_read_json()): English's rule.
		return ( new NOOP_Translations() )->translate_plural( $single, $plural, $count );
	}
	// bin/build/pot.mjs extracts the copy files' plural pairs into the .pot; as a
	// no-op plural, translated by _n() with the theme's domain (Theme Check and
	// the WordPress standard read only a written string as _n()'s text).
	return translate_nooped_plural(
		array(
			'singular' => $single,
			'plural'   => $plural,
			'context'  => null,
			'domain'   => 'author-site',
		),
		$count,
		'author-site'
	);
}

/** The text of a view from a copy file both renderers read (src/<area>/copy.json). */
function author_site_copy( $area, $branch = '' ) {
	$copy = author_site_read_json( 'src/' . $area . '/copy.json' );
	if ( '' === $branch ) {
		return $copy;
	}
	return isset( $copy[ $branch ] ) && is_array( $copy[ $branch ] ) ? $copy[ $branch ] : array();
}
