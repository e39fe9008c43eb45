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
 * @param array $args title_id, label, class, container_class,
 *                    container_tag, anchor (an id others link to).
 */
function author_site_section( array $args, $children ) {
	$anchor = isset( $args['anchor'] ) ? $args['anchor'] : null;
	return author_site_el(
		'section',
		array(
			'id'              => $anchor,
			'class'           => isset( $args['class'] ) ? $args['class'] : 'section',
			'aria-labelledby' => isset( $args['title_id'] ) ? $args['title_id'] : null,
			'aria-label'      => isset( $args['label'] ) ? $args['label'] : null,
			'tabindex'        => null === $anchor ? null : '-1',
		),
		author_site_el(
			isset( $args['container_tag'] ) ? $args['container_tag'] : 'div',
			array( 'class' => isset( $args['container_class'] ) ? $args['container_class'] : 'container' ),
			$children
		)
	);
}

/**
 * A band that starts with its heading. Twin: TitledSection.
 * @param array $args author_site_section()'s, plus title and eyebrow.
 */
function author_site_titled_section( array $args, $children ) {
	return author_site_section(
		$args,
		array_merge(
			array(
				isset( $args['eyebrow'] ) ? author_site_text( 'p', array( 'class' => 'eyebrow' ), $args['eyebrow'] ) : '',
				author_site_text(
					'h2',
					array(
						'id'    => $args['title_id'],
						'class' => 'section__title',
					),
					$args['title']
				),
			),
			(array) $children
		)
	);
}

/**
 * A dark band that closes a page. Twin: CallToAction.
 * @param array $args title_id, title, text, eyebrow, class,
 *                     container_class, button (to, label).
 */
function author_site_call_to_action( array $args, $actions = array() ) {
	$args = array_merge(
		array(
			'class'           => 'section section--dark',
			'container_class' => 'container container--narrow connect',
		),
		$args
	);
	return author_site_titled_section(
		$args,
		array_merge(
			array(
				author_site_text( 'p', array(), $args['text'] ),
				isset( $args['button'] ) ? author_site_link( $args['button']['to'], 'button button--light', $args['button']['label'] ) : '',
			),
			(array) $actions
		)
	);
}

/**
 * A boxed block with its heading. Twin: Panel.
 * @param array $args title_id, title, icon, class.
 */
function author_site_panel( array $args, $children ) {
	$title = isset( $args['icon'] )
		? author_site_icon( $args['icon'] ) . author_site_text( 'span', array(), $args['title'] )
		: author_site_esc( $args['title'] );
	return author_site_el(
		'section',
		array(
			'class'           => isset( $args['class'] ) ? $args['class'] : 'panel',
			'aria-labelledby' => $args['title_id'],
		),
		array_merge(
			array(
				author_site_el(
					'h2',
					array(
						'id'    => $args['title_id'],
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
 * @param array $args title, description, class, logo (bool).
 */
function author_site_page_header( array $args ) {
	return author_site_el(
		'header',
		array( 'class' => isset( $args['class'] ) ? $args['class'] : 'page-header' ),
		author_site_el(
			'div',
			array( 'class' => 'container' ),
			array(
				empty( $args['logo'] ) ? '' : author_site_logo( 'page-header__logo', 64 ),
				author_site_text( 'h1', array( 'class' => 'page-header__title' ), $args['title'] ),
				author_site_text( 'p', array( 'class' => 'page-header__description' ), $args['description'] ),
			)
		)
	);
}

/** Five stars, read out as one rating. Twin: Stars. */
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

/** The arrow link back to a list. Twin: BackLink. */
function author_site_back_link( $class_name, $to, $label ) {
	return author_site_el(
		'p',
		array( 'class' => $class_name ),
		author_site_el( 'a', array( 'href' => author_site_href( $to ) ), array( author_site_icon( 'arrow-left' ), author_site_esc( $label ) ) )
	);
}

/** A button that acts in the page (not a link, not a submit). Twin: ActionButton. */
function author_site_action_button( $label, $variant = 'primary' ) {
	return author_site_text(
		'button',
		array(
			'type'  => 'button',
			'class' => 'button button--' . $variant,
		),
		$label
	);
}

/** A row of buttons. Twin: Actions. */
function author_site_actions( $buttons, $centred = false ) {
	return author_site_el( 'div', array( 'class' => $centred ? 'actions actions--center' : 'actions' ), $buttons );
}
