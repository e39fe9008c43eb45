<?php
/**
 * The theme's icons, inline or from the sprite.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** A decorative icon from src/ui/icons.json (the same paths the app draws). */
function author_site_icon( $name, $class_name = '' ) {
	$icons = author_site_read_json( 'src/ui/icons.json' );
	$paths = isset( $icons[ $name ] ) ? $icons[ $name ] : array();
	$html  = '';
	foreach ( $paths as $d ) {
		$html .= '<path d="' . author_site_esc( $d ) . '"></path>';
	}
	return author_site_icon_svg( $html, $class_name );
}

/** A decorative 24×24 icon's <svg> around its drawing. Twin: IconSvg. */
function author_site_icon_svg( $inner, $class_name = '' ) {
	return '<svg class="' . author_site_esc( '' === $class_name ? 'icon' : 'icon ' . $class_name ) . '" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">' . $inner . '</svg>';
}

/**
 * A decorative icon drawn from the icons' sprite (bin/build/copy-assets.mjs) as a
 * mask picture in the text's colour: for icons below the first screen, whose
 * paths would cost every page. Twin: SpriteIcon.
 */
function author_site_sprite_icon( $name ) {
	$url = author_site_image_url( 'icons.svg' ) . '#' . $name;
	return '<span class="icon icon--sprite" style="' . author_site_esc( '--icon:url("' . $url . '")' ) . '" aria-hidden="true"></span>';
}
