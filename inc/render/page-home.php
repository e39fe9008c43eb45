<?php
/**
 * First view of Home (src/pages/HomePage.tsx).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * Renders Home.
 *
 * @param array $config The app configuration.
 * @return string
 */
function author_site_render_home( array $config ) {
	$c     = author_site_page_content( 'home' );
	$books = author_site_page_content( 'books' );
	$lines = '';
	foreach ( array_values( $c['heroTitle'] ) as $index => $line ) {
		$lines .= author_site_text( 'span', array( 'class' => 2 === $index ? 'hero__line hero__line--highlight' : 'hero__line' ), $line );
	}
	$hero = author_site_el(
		'section',
		array( 'class' => 'hero' ),
		author_site_el(
			'div',
			array( 'class' => 'container hero__inner' ),
			array(
				author_site_el( 'h1', array( 'class' => 'hero__title' ), $lines ),
				author_site_text( 'p', array( 'class' => 'hero__subtitle' ), $c['heroSubtitle'] ),
				author_site_el(
					'div',
					array( 'class' => 'actions' ),
					array(
						author_site_link( '/books', 'button button--primary', 'Discover the Book' ),
						author_site_link( '/contact#newsletter', 'button button--ghost', 'Join the VIP List' ),
					)
				),
			)
		)
	);

	$features = '';
	foreach ( $c['features'] as $feature ) {
		$features .= author_site_el( 'li', array(), array( author_site_icon( 'check' ), author_site_text( 'span', array(), $feature ) ) );
	}
	$body    = author_site_el(
		'div',
		array( 'class' => 'feature__body' ),
		array(
			author_site_text( 'p', array( 'class' => 'eyebrow' ), $c['trailerTitle'] ),
			author_site_text(
				'h2',
				array(
					'id'    => 'feature-title',
					'class' => 'feature__title',
				),
				$c['bookTitle']
			),
			author_site_badges( $c['tropes'], 'Tropes' ),
			author_site_text( 'p', array( 'class' => 'lead' ), $c['bookDescription'] ),
			author_site_paragraphs( $c['bookExtendedDescription'] ),
			author_site_text( 'p', array( 'class' => 'callout' ), $c['bookCallout'] ),
			author_site_el( 'ul', array( 'class' => 'checklist' ), $features ),
			author_site_text( 'p', array( 'class' => 'cta-text' ), $c['ctaText'] ),
			author_site_el(
				'div',
				array( 'class' => 'actions' ),
				array(
					author_site_external_button( $books['amazonUrl'], 'Purchase Now' ),
					author_site_link( '/books#sample', 'button button--ghost', 'Read Sample' ),
				)
			),
		)
	);
	$feature = author_site_el(
		'section',
		array(
			'class'           => 'section feature',
			'aria-labelledby' => 'feature-title',
		),
		author_site_el(
			'div',
			array( 'class' => 'container feature__grid' ),
			array(
				author_site_el(
					'div',
					array( 'class' => 'feature__cover' ),
					author_site_el(
						'img',
						array(
							'class'         => 'cover',
							'src'           => $config['assetsUrl'] . 'images/cover.svg',
							'fetchpriority' => 'low',
							'width'         => '600',
							'height'        => '900',
							'alt'           => 'Cover of ' . $c['bookTitle'] . ' by ' . $config['authorName'],
						)
					)
				),
				$body,
			)
		)
	);

	$praise = author_site_el(
		'section',
		array(
			'class'      => 'section praise',
			'aria-label' => 'Praise',
		),
		author_site_el(
			'figure',
			array( 'class' => 'container praise__figure' ),
			array(
				author_site_el( 'blockquote', array( 'class' => 'praise__quote' ), author_site_text( 'p', array(), $c['praiseQuote'] ) ),
				author_site_text( 'figcaption', array( 'class' => 'praise__source' ), $c['praiseSource'] ),
			)
		)
	);

	$newsletter = author_site_el(
		'section',
		array(
			'class'           => 'section section--tinted',
			'aria-labelledby' => 'home-newsletter-title',
		),
		author_site_el(
			'div',
			array( 'class' => 'container' ),
			author_site_render_newsletter(
				'home-newsletter',
				'Join the VIP List',
				'Exclusive excerpts, early news about Book 2 and reader-only giveaways — straight to your inbox.'
			)
		)
	);

	return $hero . $feature . $praise . $newsletter;
}
