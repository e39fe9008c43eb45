<?php
/**
 * The author's look: the bundled looks (src/looks/looks.json), her choice and
 * her own colours and fonts over it (theme mods set in the Customizer), the
 * contrast every pair of them must keep, and the `:root` custom properties
 * every colour and face of the theme's CSS reads.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The looks file: roles, the pairs they must contrast, the fonts, the looks. */
function author_site_looks_data() {
	return author_site_read_json( 'src/looks/looks.json' );
}

/** The look she chose, or the default when none or an unknown one is stored. */
function author_site_look_id() {
	$data = author_site_looks_data();
	$id   = get_theme_mod( 'author_site_look', $data['default'] );
	return is_string( $id ) && isset( $data['looks'][ $id ] ) ? $id : $data['default'];
}

/** The theme mod holding her own colour for a role. */
function author_site_color_mod( $role ) {
	return 'author_site_color_' . $role;
}

/** The roles she may set a colour of herself. */
function author_site_editable_roles() {
	return array_keys( array_filter( author_site_looks_data()['roles'], fn( $role ) => ! empty( $role['editable'] ) ) );
}

/** Her colours as stored, role → theme mod ('' or anything else for the look's own). */
function author_site_color_overrides() {
	$overrides = array();
	foreach ( author_site_editable_roles() as $role ) {
		$overrides[ $role ] = get_theme_mod( author_site_color_mod( $role ), '' );
	}
	return $overrides;
}

/**
 * The roles of her colours the page cannot use, the look's own drawn instead:
 * those in a pair under WCAG 2.2 AA (a colour stored past the Customizer, by
 * code or an import), the worst pair's first, until every pair with one of
 * her colours left in it passes.
 *
 * @param string $look_id   A look.
 * @param array  $overrides Her colours, role → colour.
 * @return string[]
 */
function author_site_refused_colors( $look_id, array $overrides ) {
	$refused = array();
	$own     = author_site_palette( $look_id, array() );
	do {
		$palette = author_site_palette( $look_id, array_diff_key( $overrides, array_flip( $refused ) ) );
		$worst   = array();
		foreach ( author_site_contrast_failures( $palette ) as $failure ) {
			$worst = array_filter( array_slice( $failure, 0, 2 ), fn( $role ) => $palette[ $role ] !== $own[ $role ] );
			if ( $worst ) {
				break;
			}
		}
		$refused = array_merge( $refused, array_values( $worst ) );
	} while ( $worst );
	return $refused;
}

/**
 * A look's palette (role → `#rrggbb`) with her own colours over it: the
 * stored ones that keep every pair under WCAG 2.2 AA, or the ones given
 * (role → colour, '' for the look's own), as they are.
 *
 * @param string|null $look_id   The look, or null for hers.
 * @param array|null  $overrides Her colours, or null for the stored ones.
 * @return array<string,string>
 */
function author_site_palette( $look_id = null, $overrides = null ) {
	$data    = author_site_looks_data();
	$look_id = null === $look_id ? author_site_look_id() : $look_id;
	if ( null === $overrides ) {
		$overrides = author_site_color_overrides();
		$overrides = array_diff_key( $overrides, array_flip( author_site_refused_colors( $look_id, $overrides ) ) );
	}
	$palette = $data['looks'][ $look_id ]['colors'] ?? $data['looks'][ $data['default'] ]['colors'];
	foreach ( author_site_editable_roles() as $role ) {
		$color = $overrides[ $role ] ?? '';
		if ( null !== author_site_color_channels( $color ) ) {
			$palette[ $role ] = strtolower( $color );
		}
	}
	return $palette;
}

/**
 * The pairs of a palette under WCAG 2.2 AA, worst first, each
 * `array( foreground role, background role, ratio, minimum )`; only those
 * with `$role` in them when it is given.
 *
 * @param array<string,string> $palette Role → colour.
 * @param string|null          $role    A role, or null for every pair.
 * @return array<int,array{0:string,1:string,2:float,3:float}>
 */
function author_site_contrast_failures( array $palette, $role = null ) {
	$failures = array();
	foreach ( author_site_looks_data()['pairs'] as list( $fg, $bg, $min ) ) {
		if ( null !== $role && $role !== $fg && $role !== $bg ) {
			continue;
		}
		$ratio = author_site_contrast_ratio( $palette[ $fg ], $palette[ $bg ] );
		// Rounded as it is shown, so that a colour shown as 4.5:1 is never refused for 4.49.
		if ( round( $ratio, 2 ) < $min ) {
			$failures[] = array( $fg, $bg, $ratio, (float) $min );
		}
	}
	usort( $failures, fn( $a, $b ) => ( $a[2] / $a[3] ) <=> ( $b[2] / $b[3] ) );
	return $failures;
}

/** The colour nearest to a role's refused one with which every pair of that role passes, or null. */
function author_site_contrast_suggestion( array $palette, $role ) {
	return author_site_nearest_passing_color(
		$palette[ $role ],
		function ( $candidate ) use ( $palette, $role ) {
			$palette[ $role ] = $candidate;
			return ! author_site_contrast_failures( $palette, $role );
		}
	);
}

/** A font id she may choose (a key of the looks file's fonts), else null. */
function author_site_font_or_null( $id ) {
	return is_string( $id ) && isset( author_site_looks_data()['fonts'][ $id ] ) ? $id : null;
}

/**
 * A font's files the theme ships (build/fonts, copied by
 * bin/build/copy-assets.mjs from its @fontsource package), by style.
 * @param string $font_id A font of src/looks/looks.json.
 * @return array<string,string> Style → file name.
 */
function author_site_font_files( $font_id ) {
	$font  = author_site_looks_data()['fonts'][ $font_id ] ?? null;
	$files = array();
	if ( ! $font || '' === $font['package'] ) {
		return $files;
	}
	$name = basename( $font['package'] );
	foreach ( array( 'normal', 'italic' ) as $style ) {
		$file = sprintf( '%s-latin-%d-%s.woff2', $name, $font['weight'], $style );
		if ( is_readable( get_theme_file_path( 'build/fonts/' . $file ) ) ) {
			$files[ $style ] = $file;
		}
	}
	return $files;
}

/**
 * The metrics that make a local face take the room of each web face
 * (build/fonts/metrics.json, read by bin/build/copy-assets.mjs from the
 * faces' files): font id → local faces and overrides in percent.
 * @return array<string,array{local:array<string,string[]>,sizeAdjust:float,ascent:float,descent:float,lineGap:float}>
 */
function author_site_font_metrics() {
	$path = get_theme_file_path( 'build/fonts/metrics.json' );
	if ( ! is_readable( $path ) ) {
		return array();
	}
	$metrics = json_decode( (string) file_get_contents( $path ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a theme file.
	return is_array( $metrics ) ? $metrics : array();
}

/** The family of the local face standing in for a font's web face. */
function author_site_font_fallback_family( $font_id ) {
	return author_site_looks_data()['fonts'][ $font_id ]['face'] . ' fallback';
}

/** Her fonts: `heading` and `body` → a font of the looks file, hers over the look's. */
function author_site_look_fonts() {
	$look = author_site_looks_data()['looks'][ author_site_look_id() ];
	return array(
		'heading' => author_site_font_or_null( get_theme_mod( 'author_site_heading_font', '' ) ) ?? $look['headingFont'],
		'body'    => author_site_font_or_null( get_theme_mod( 'author_site_body_font', '' ) ) ?? $look['bodyFont'],
	);
}

/** A role's custom property: `accentDeep` → `--color-accent-deep`. */
function author_site_color_property( $role ) {
	return '--color-' . strtolower( (string) preg_replace( '/[A-Z]/', '-$0', $role ) );
}

/**
 * A font's stack: when the theme ships its files, the local face with its
 * metrics (and with `$with_face`, its web face before it), then its fallback.
 */
function author_site_font_stack( $font_id, $with_face ) {
	$font = author_site_looks_data()['fonts'][ $font_id ];
	if ( '' === $font['face'] || ! author_site_font_files( $font_id ) ) {
		return $font['fallback'];
	}
	$metrics = author_site_font_metrics();
	return ( $with_face ? '"' . $font['face'] . '", ' : '' ) . ( isset( $metrics[ $font_id ] ) ? '"' . author_site_font_fallback_family( $font_id ) . '", ' : '' ) . $font['fallback'];
}

/**
 * The faces' custom properties, `--font-heading` and `--font-body`: with
 * their web faces or without them; with `$only_faces`, only those a web face
 * changes.
 */
function author_site_font_declarations( $with_faces, $only_faces = false ) {
	$declarations = '';
	foreach ( author_site_look_fonts() as $part => $font_id ) {
		$stack = author_site_font_stack( $font_id, $with_faces );
		if ( ! $only_faces || author_site_font_stack( $font_id, false ) !== $stack ) {
			$declarations .= '--font-' . $part . ':' . str_replace( ', ', ',', $stack ) . ';';
		}
	}
	return $declarations;
}

/**
 * The look as custom properties: `:root` with her colours and the faces'
 * stand-ins, and `:root.has-web-fonts` with the faces, which the page uses
 * once their files are in (inc/app/fonts.php). A look with light text on a
 * dark page also asks the browser for its dark controls (the audio player,
 * the scrollbars).
 */
function author_site_look_css() {
	$palette      = author_site_palette();
	$declarations = '';
	foreach ( $palette as $role => $color ) {
		$declarations .= author_site_color_property( $role ) . ':' . $color . ';';
	}
	if ( author_site_luminance( $palette['background'] ) < author_site_luminance( $palette['text'] ) ) {
		$declarations .= 'color-scheme:dark;';
	}
	$faces = author_site_font_declarations( true, true );
	return ':root{' . $declarations . author_site_font_declarations( false ) . '}' . ( '' === $faces ? '' : ':root.has-web-fonts{' . $faces . '}' );
}
