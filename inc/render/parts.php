<?php
/**
 * The first view's shared pieces.
 * PHP twin: the components of the same names in src/ui.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * A band of a page: a <section> with its container. Twin: Section.
 *
 * @param array           $props    titleId, label, className, containerClassName,
 *                                  containerTag, anchor (an id others link to).
 * @param string|string[] $children Inner HTML.
 * @return string
 */
function author_site_section( array $props, $children ) {
	$anchor = isset( $props['anchor'] ) ? $props['anchor'] : null;
	return author_site_el(
		'section',
		array(
			'id'              => $anchor,
			'class'           => isset( $props['className'] ) ? $props['className'] : 'section',
			'aria-labelledby' => isset( $props['titleId'] ) ? $props['titleId'] : null,
			'aria-label'      => isset( $props['label'] ) ? $props['label'] : null,
			'tabindex'        => null === $anchor ? null : '-1',
		),
		author_site_el(
			isset( $props['containerTag'] ) ? $props['containerTag'] : 'div',
			array( 'class' => isset( $props['containerClassName'] ) ? $props['containerClassName'] : 'container' ),
			$children
		)
	);
}

/**
 * A band that starts with its heading. Twin: TitledSection.
 *
 * @param array           $props    author_site_section()'s, plus title and eyebrow.
 * @param string|string[] $children Inner HTML after the heading.
 * @return string
 */
function author_site_titled_section( array $props, $children ) {
	return author_site_section(
		$props,
		array_merge(
			array(
				isset( $props['eyebrow'] ) ? author_site_text( 'p', array( 'class' => 'eyebrow' ), $props['eyebrow'] ) : '',
				author_site_text(
					'h2',
					array(
						'id'    => $props['titleId'],
						'class' => 'section__title',
					),
					$props['title']
				),
			),
			(array) $children
		)
	);
}

/**
 * A dark band that closes a page. Twin: CallToAction.
 *
 * @param array           $props   titleId, title, text, eyebrow, className,
 *                                 containerClassName, button (to, label).
 * @param string|string[] $actions Other buttons' HTML.
 * @return string
 */
function author_site_call_to_action( array $props, $actions = array() ) {
	$props = array_merge(
		array(
			'className'          => 'section section--dark',
			'containerClassName' => 'container container--narrow connect',
		),
		$props
	);
	return author_site_titled_section(
		$props,
		array_merge(
			array(
				author_site_text( 'p', array(), $props['text'] ),
				isset( $props['button'] ) ? author_site_link( $props['button']['to'], 'button button--light', $props['button']['label'] ) : '',
			),
			(array) $actions
		)
	);
}

/**
 * A boxed block with its heading. Twin: Panel.
 *
 * @param array           $props    titleId, title, icon, className.
 * @param string|string[] $children Inner HTML after the heading.
 * @return string
 */
function author_site_panel( array $props, $children ) {
	$title = isset( $props['icon'] )
		? author_site_icon( $props['icon'] ) . author_site_text( 'span', array(), $props['title'] )
		: author_site_esc( $props['title'] );
	return author_site_el(
		'section',
		array(
			'class'           => isset( $props['className'] ) ? $props['className'] : 'panel',
			'aria-labelledby' => $props['titleId'],
		),
		array_merge(
			array(
				author_site_el(
					'h2',
					array(
						'id'    => $props['titleId'],
						'class' => 'panel__title',
					),
					$title
				),
			),
			(array) $children
		)
	);
}

/**
 * The title band atop a page. Twin: PageHeader.
 *
 * @param array $props title, description, className, logo (bool).
 * @return string
 */
function author_site_page_header( array $props ) {
	return author_site_el(
		'header',
		array( 'class' => isset( $props['className'] ) ? $props['className'] : 'page-header' ),
		author_site_el(
			'div',
			array( 'class' => 'container' ),
			array(
				empty( $props['logo'] ) ? '' : author_site_logo( 'page-header__logo', 64 ),
				author_site_text( 'h1', array( 'class' => 'page-header__title' ), $props['title'] ),
				author_site_text( 'p', array( 'class' => 'page-header__description' ), $props['description'] ),
			)
		)
	);
}

/**
 * Five stars, read out as one rating. Twin: Stars.
 *
 * @return string
 */
function author_site_stars() {
	$copy = author_site_copy( 'ui' );
	return author_site_el(
		'p',
		array(
			'class'      => 'stars',
			'role'       => 'img',
			'aria-label' => $copy['starsLabel'],
		),
		str_repeat( author_site_icon( 'star' ), 5 )
	);
}
