<?php
/**
 * First view of About.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The portrait, story and quick facts. Twin: Story. */
function author_site_story( array $c, $author_name ) {
	$copy  = author_site_copy( 'pages', 'about' );
	$facts = '';
	foreach ( $copy['facts'] as $key => $label ) {
		$facts .= author_site_el(
			'div',
			array( 'class' => 'facts__item' ),
			array( author_site_text( 'dt', array(), $label ), author_site_text( 'dd', array(), $c['quickFacts'][ $key ] ) )
		);
	}
	$aside = author_site_el(
		'aside',
		array(
			'class'           => 'facts',
			'aria-labelledby' => 'facts-title',
		),
		array(
			author_site_text(
				'h3',
				array(
					'id'    => 'facts-title',
					'class' => 'facts__title',
				),
				$copy['factsTitle']
			),
			author_site_el( 'dl', array( 'class' => 'facts__list' ), $facts ),
		)
	);
	$body  = array(
		author_site_text(
			'h2',
			array(
				'id'    => 'story-title',
				'class' => 'section__title',
			),
			$c['storyTitle']
		),
		author_site_paragraphs( $c['storyParagraphs'] ),
		$aside,
	);
	return author_site_section(
		array(
			'title_id'        => 'story-title',
			'container_class' => 'container story',
		),
		array(
			author_site_author_portrait( $author_name ),
			author_site_el( 'div', array( 'class' => 'story__body' ), $body ),
		)
	);
}

/**
 * The author's interests, one card each. Twin: Interests.
 * @param array $interests Each: icon, title, description.
 */
function author_site_interests( array $interests ) {
	$copy  = author_site_copy( 'pages', 'about' );
	$icons = author_site_read_json( 'src/ui/icons.json' );
	$cards = '';
	foreach ( $interests as $interest ) {
		$cards .= author_site_el(
			'li',
			array( 'class' => 'card' ),
			array(
				author_site_el( 'span', array( 'class' => 'card__icon' ), author_site_icon( isset( $icons[ $interest['icon'] ] ) ? $interest['icon'] : 'heart' ) ),
				author_site_text( 'h3', array( 'class' => 'card__title' ), $interest['title'] ),
				author_site_text( 'p', array(), $interest['description'] ),
			)
		);
	}
	return author_site_titled_section(
		array(
			'title_id' => 'interests-title',
			'title'    => $copy['interestsTitle'],
		),
		author_site_el( 'ul', array( 'class' => 'cards' ), $cards )
	);
}

/** Renders About. Twin: AboutPage. */
function author_site_about_page( array $config ) {
	$c    = author_site_page_content( 'about' );
	$copy = author_site_copy( 'pages', 'about' );

	$philosophy = author_site_titled_section(
		array(
			'class'           => 'section section--tinted',
			'container_tag'   => 'figure',
			'container_class' => 'container container--narrow philosophy',
			'title_id'        => 'philosophy-title',
			'title'           => $copy['philosophyTitle'],
		),
		author_site_el( 'blockquote', array( 'class' => 'philosophy__quote' ), author_site_text( 'p', array(), $c['writingPhilosophy'] ) )
	);
	$connect    = author_site_call_to_action(
		array(
			'title_id' => 'connect-title',
			'title'    => $c['connectTitle'],
			'text'     => $c['connectDescription'],
		),
		author_site_actions(
			array(
				author_site_link( '/contact', 'button button--light', $copy['contactButton'] ),
				author_site_link( '/contact#newsletter', 'button button--outline-light', $copy['newsletterButton'] ),
			),
			true
		)
	);

	return author_site_page_header(
		array(
			'class'       => 'page-header page-header--about',
			'logo'        => true,
			'title'       => $c['pageTitle'],
			'description' => $c['pageSubtitle'],
		)
	)
		. author_site_story( $c, $config['authorName'] )
		. $philosophy
		. author_site_interests( $c['interests'] )
		. $connect;
}
