<?php
/**
 * Lists of plain text: paragraphs and badges.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** One <p> per paragraph. */
function author_site_paragraphs( array $items, $class_name = null ) {
	$html = '';
	foreach ( $items as $text ) {
		$html .= author_site_text( 'p', array( 'class' => $class_name ), $text );
	}
	return $html;
}

/** Trope badges. */
function author_site_badges( array $items, $label ) {
	$html = '';
	foreach ( $items as $text ) {
		$html .= author_site_text( 'li', array( 'class' => 'badge' ), $text );
	}
	return author_site_el(
		'ul',
		array(
			'class'      => 'badges',
			'aria-label' => $label,
		),
		$html
	);
}
