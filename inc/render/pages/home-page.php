<?php
/**
 * First view of Home.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The opening band. Twin: Hero. */
function author_site_hero( array $c ) {
	$copy  = author_site_copy( 'pages', 'home' );
	$lines = '';
	foreach ( array_values( $c['heroTitle'] ) as $index => $line ) {
		$lines .= author_site_text( 'span', array( 'class' => 2 === $index ? 'hero__line hero__line--highlight' : 'hero__line' ), $line );
	}
	return author_site_section(
		array(
			'class'           => 'hero',
			'container_class' => 'container hero__inner',
		),
		array(
			author_site_el( 'h1', array( 'class' => 'hero__title' ), $lines ),
			author_site_text( 'p', array( 'class' => 'hero__subtitle' ), $c['heroSubtitle'] ),
			author_site_actions(
				array(
					author_site_link( '/books', 'button button--primary', $copy['discoverButton'] ),
					author_site_link( '/contact#newsletter', 'button button--ghost', $copy['vipButton'] ),
				)
			),
		)
	);
}

/** The featured book. Twin: Feature. */
function author_site_feature( array $c, $purchase_url, $author_name ) {
	$copy     = author_site_copy( 'pages', 'home' );
	$ui       = author_site_copy( 'ui' );
	$features = '';
	foreach ( $c['features'] as $feature ) {
		$features .= author_site_el( 'li', array(), array( author_site_icon( 'check' ), author_site_text( 'span', array(), $feature ) ) );
	}
	$body = array(
		author_site_text( 'p', array( 'class' => 'eyebrow' ), $c['trailerTitle'] ),
		author_site_text(
			'h2',
			array(
				'id'    => 'feature-title',
				'class' => 'feature__title',
			),
			$c['bookTitle']
		),
		author_site_badges( $c['tropes'], $ui['tropesLabel'] ),
		author_site_text( 'p', array( 'class' => 'lead' ), $c['bookDescription'] ),
		author_site_paragraphs( $c['bookExtendedDescription'] ),
		author_site_text( 'p', array( 'class' => 'callout' ), $c['bookCallout'] ),
		author_site_el( 'ul', array( 'class' => 'checklist' ), $features ),
		author_site_text( 'p', array( 'class' => 'cta-text' ), $c['ctaText'] ),
		author_site_actions(
			array(
				author_site_external_button( $purchase_url, $copy['purchaseButton'] ),
				author_site_link( '/books#sample', 'button button--ghost', $copy['sampleButton'] ),
			)
		),
	);
	return author_site_section(
		array(
			'class'           => 'section feature',
			'title_id'        => 'feature-title',
			'container_class' => 'container feature__grid',
		),
		array(
			author_site_el( 'div', array( 'class' => 'feature__cover' ), author_site_book_cover( $c['bookTitle'], $author_name ) ),
			author_site_el( 'div', array( 'class' => 'feature__body' ), $body ),
		)
	);
}

/** Renders Home. Twin: HomePage. */
function author_site_home_page( array $config ) {
	$c     = author_site_page_content( 'home' );
	$books = author_site_page_content( 'books' );
	$copy  = author_site_copy( 'pages', 'home' );

	$praise = author_site_section(
		array(
			'class'           => 'section praise',
			'label'           => $copy['praiseLabel'],
			'container_tag'   => 'figure',
			'container_class' => 'container praise__figure',
		),
		array(
			author_site_el( 'blockquote', array( 'class' => 'praise__quote' ), author_site_text( 'p', array(), $c['praiseQuote'] ) ),
			author_site_text( 'figcaption', array( 'class' => 'praise__source' ), $c['praiseSource'] ),
		)
	);

	return author_site_hero( $c )
		. author_site_feature( $c, $books['amazonUrl'], $config['authorName'] )
		. $praise
		. author_site_newsletter_section( 'home-newsletter', $copy['newsletterTitle'], $copy['newsletterDescription'] );
}
