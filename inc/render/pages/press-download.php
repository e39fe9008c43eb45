<?php
/**
 * First view of the press kit's link to an original file.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** A download link to an original file, with its pixel size. Twin: PressDownload. */
function author_site_press_download( array $original, $what ) {
	$copy = author_site_copy( 'pages', 'press' );
	$size = array(
		'width'  => (string) $original['width'],
		'height' => (string) $original['height'],
	);
	return author_site_el(
		'p',
		array( 'class' => 'press__download' ),
		author_site_text(
			'a',
			array(
				'href'     => $original['url'],
				'download' => true,
			),
			author_site_fill( $copy['download'], array_merge( array( 'what' => $what ), $size ) )
		)
	);
}
