<?php
/**
 * The home-screen icon in her look (docs/pictures.md#icon): the theme's
 * favicon drawn with GD in her palette's colours, 180 × 180 on an opaque
 * square, when they are not the built one's; and both pictures in her look
 * (this and the share image) made again when it changes.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The touch icon's side in pixels. */
const AUTHOR_SITE_TOUCH_ICON_SIDE = 180;

/** The favicon's colours in her look: role → `#rrggbb` (the roles of src/ui/pictures.json's favicon). */
function author_site_touch_icon_colors() {
	$palette = author_site_palette();
	$colors  = array();
	foreach ( array_keys( author_site_picture_slots()['favicon'] ) as $role ) {
		$colors[ $role ] = $palette[ $role ];
	}
	return $colors;
}

/** The file name of the touch icon drawn in these colours. */
function author_site_touch_icon_file( array $colors ) {
	return 'touch-icon-' . substr( md5( implode( '|', $colors ) ), 0, 12 ) . '.png';
}

/**
 * Draws the favicon (assets/images/favicon.svg: a rounded square, an open
 * ring, a dot, on a 32-unit grid) four times over and scales it down, so
 * that its edges are smooth.
 *
 * @param array  $colors author_site_touch_icon_colors().
 * @param string $target Where to write the PNG.
 * @return bool Whether it was written.
 */
function author_site_draw_touch_icon( array $colors, $target ) {
	$unit   = AUTHOR_SITE_TOUCH_ICON_SIDE * 4 / 32;
	$side   = (int) ( 32 * $unit );
	$canvas = imagecreatetruecolor( $side, $side );
	$paint  = function ( $role ) use ( $canvas, $colors ) {
		list( $r, $g, $b ) = author_site_color_channels( $colors[ $role ] );
		return imagecolorallocate( $canvas, $r, $g, $b );
	};
	$square = $paint( 'accent' );
	$letter = $paint( 'background' );
	imagefill( $canvas, 0, 0, $square );
	$middle = (int) round( 16 * $unit );
	// The ring: radius 9, 4 wide, open on the right between its two ends at ±45°.
	imagefilledellipse( $canvas, $middle, $middle, (int) round( 22 * $unit ), (int) round( 22 * $unit ), $letter );
	imagefilledellipse( $canvas, $middle, $middle, (int) round( 14 * $unit ), (int) round( 14 * $unit ), $square );
	imagefilledarc( $canvas, $middle, $middle, (int) round( 24 * $unit ), (int) round( 24 * $unit ), -45, 45, $square, IMG_ARC_PIE );
	// Its round ends.
	foreach ( array( 9.6, 22.4 ) as $y ) {
		imagefilledellipse( $canvas, (int) round( 22.4 * $unit ), (int) round( $y * $unit ), (int) round( 4 * $unit ), (int) round( 4 * $unit ), $letter );
	}
	imagefilledellipse( $canvas, $middle, $middle, (int) round( 5.2 * $unit ), (int) round( 5.2 * $unit ), $paint( 'ornament' ) );
	$icon = imagecreatetruecolor( AUTHOR_SITE_TOUCH_ICON_SIDE, AUTHOR_SITE_TOUCH_ICON_SIDE );
	imagecopyresampled( $icon, $canvas, 0, 0, 0, 0, AUTHOR_SITE_TOUCH_ICON_SIDE, AUTHOR_SITE_TOUCH_ICON_SIDE, $side, $side );
	$written = imagepng( $icon, $target );
	imagedestroy( $canvas );
	imagedestroy( $icon );
	return $written;
}

/**
 * The touch icon's URL: the built one in the built colours (or without GD or
 * an uploads folder), else the one drawn in hers, drawn now when it is not
 * there yet (a few milliseconds; her look's change draws it ahead), the
 * icons of earlier colours deleted. Null when there is none.
 */
function author_site_touch_icon_url() {
	$colors = author_site_touch_icon_colors();
	$built  = author_site_built_image_url( 'apple-touch-icon.png' );
	$folder = author_site_share_image_folder();
	if ( author_site_picture_slots()['favicon'] === $colors || null === $folder || ! function_exists( 'imagecreatetruecolor' ) ) {
		return $built;
	}
	$file = author_site_touch_icon_file( $colors );
	$path = $folder['dir'] . '/' . $file;
	if ( ! is_readable( $path ) ) {
		if ( ! wp_mkdir_p( $folder['dir'] ) || ! author_site_draw_touch_icon( $colors, $path ) ) {
			return $built;
		}
		foreach ( glob( $folder['dir'] . '/touch-icon-*.png' ) ?: array() as $old ) {
			if ( basename( $old ) !== $file ) {
				wp_delete_file( $old );
			}
		}
	}
	return $folder['url'] . '/' . $file;
}

/**
 * Remakes the share image and draws the touch icon, in her own request, when
 * her look changes (the Customizer publishing it, or code setting a theme mod).
 */
function author_site_look_changed() {
	author_site_make_share_image();
	author_site_touch_icon_url();
}
add_action( 'update_option_theme_mods_' . get_stylesheet(), 'author_site_look_changed' );
add_action( 'add_option_theme_mods_' . get_stylesheet(), 'author_site_look_changed' );
