<?php
/**
 * The site's logo.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * The Site Logo, else the built-in monogram; no alt text beside the site's
 * name, which says the same (docs/pictures.md#logo). Twin: Logo.
 */
function author_site_logo( $class_name, $size, $beside_name = false ) {
	$pictures = author_site_pictures();
	if ( null !== $pictures['logo'] ) {
		$logo = $pictures['logo'];
		if ( $beside_name ) {
			$logo['alt'] = '';
		}
		return author_site_author_image( $logo, $class_name, $beside_name ? '' : author_site_site_name(), author_site_picture_slots()['logo']['attributes'] );
	}
	$svg      = author_site_inline_svg( 'logo.svg' );
	$text     = author_site_picture_slots()['logo']['monogram'];
	$monogram = $pictures['monogram'];
	$initials = '' === $monogram['initials'] ? '' : author_site_text(
		'text',
		array(
			'x'            => $text['x'],
			'y'            => $text['y'],
			'fill'         => $text['fill'],
			'font-family'  => $text['font-family'],
			'font-size'    => $text['font-size'],
			'text-anchor'  => $text['text-anchor'],
			'direction'    => 'rtl' === $monogram['dir'] ? 'rtl' : null,
			'textLength'   => $monogram['pair'] ? $text['pairLength'] : null,
			'lengthAdjust' => $monogram['pair'] ? 'spacingAndGlyphs' : null,
		),
		$monogram['initials']
	);
	return author_site_el(
		'svg',
		array(
			'class'       => $class_name,
			'xmlns'       => 'http://www.w3.org/2000/svg',
			'viewBox'     => $svg ? $svg['viewBox'] : '0 0 64 64',
			'width'       => (string) $size,
			'height'      => (string) $size,
			'aria-hidden' => 'true',
			'focusable'   => 'false',
		),
		array( author_site_el( 'g', array(), $svg ? $svg['inner'] : '' ), $initials )
	);
}
