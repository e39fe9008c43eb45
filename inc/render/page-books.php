<?php
/**
 * First view of Books (src/pages/BooksPage.tsx).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * The page header shared by Books, Events and Contact.
 *
 * @param string $title       Page title.
 * @param string $description Description.
 * @return string
 */
function author_site_render_page_header( $title, $description ) {
	return author_site_el(
		'header',
		array( 'class' => 'page-header' ),
		author_site_el(
			'div',
			array( 'class' => 'container' ),
			array(
				author_site_text( 'h1', array( 'class' => 'page-header__title' ), $title ),
				author_site_text( 'p', array( 'class' => 'page-header__description' ), $description ),
			)
		)
	);
}

/**
 * The built-in reader reviews (src/pages/readerQuotes.ts).
 *
 * @return array<int,array{quote:string,source:string}>
 */
function author_site_reader_quotes() {
	return array(
		array(
			'quote'  => 'The tension between Jack and Élise had me holding my breath for three hundred pages. The slow burn is worth every single second.',
			'source' => 'Danielle K., Goodreads',
		),
		array(
			'quote'  => 'Romantic suspense done right: a twisty mystery, a hero you would trust with your life and a heroine who saves herself.',
			'source' => 'Marisol T., Amazon reviewer',
		),
		array(
			'quote'  => 'I read it in one sitting and immediately texted my book club. Rochester has never felt so dangerous — or so romantic.',
			'source' => 'Renee P., book club host',
		),
	);
}

/**
 * Five stars (src/ui/Stars.tsx).
 *
 * @return string
 */
function author_site_stars() {
	return author_site_el(
		'p',
		array(
			'class'      => 'stars',
			'role'       => 'img',
			'aria-label' => 'Rated 5 out of 5 stars',
		),
		str_repeat( author_site_icon( 'star' ), 5 )
	);
}

/**
 * Renders Books.
 *
 * @param array $config The app configuration.
 * @return string
 */
function author_site_render_books( array $config ) {
	$c    = author_site_page_content( 'books' );
	$card = author_site_el(
		'section',
		array(
			'class'           => 'section',
			'aria-labelledby' => 'book-title',
		),
		author_site_el(
			'div',
			array( 'class' => 'container book-card' ),
			array(
				author_site_el(
					'div',
					array( 'class' => 'book-card__cover' ),
					author_site_el(
						'img',
						array(
							'class'         => 'cover',
							'src'           => $config['assetsUrl'] . 'images/cover.svg',
							'fetchpriority' => 'low',
							'width'         => '600',
							'height'        => '900',
							'alt'           => 'Cover of ' . $c['title'] . ' by ' . $config['authorName'],
						)
					)
				),
				author_site_el(
					'div',
					array( 'class' => 'book-card__body' ),
					array(
						author_site_text(
							'h2',
							array(
								'id'    => 'book-title',
								'class' => 'book-card__title',
							),
							$c['title']
						),
						author_site_text( 'p', array( 'class' => 'book-card__subtitle' ), $c['subtitle'] ),
						author_site_text( 'p', array( 'class' => 'book-card__release' ), $c['releaseDate'] ),
						author_site_badges( $c['tropes'], 'Tropes' ),
						author_site_text( 'p', array( 'class' => 'lead' ), $c['description'] ),
						author_site_paragraphs( $c['synopsis'] ),
						author_site_text( 'p', array( 'class' => 'callout' ), $c['callout'] ),
						author_site_external_button( $c['amazonUrl'], 'Get Your Copy' ),
					)
				),
			)
		)
	);

	$sample = author_site_el(
		'section',
		array(
			'id'              => 'sample',
			'class'           => 'section section--tinted sample',
			'aria-labelledby' => 'sample-title',
			'tabindex'        => '-1',
		),
		author_site_el(
			'div',
			array( 'class' => 'container container--narrow' ),
			array(
				author_site_text(
					'h2',
					array(
						'id'    => 'sample-title',
						'class' => 'section__title',
					),
					$c['sampleTitle']
				),
				author_site_el( 'div', array( 'class' => 'sample__text' ), author_site_paragraphs( $c['sampleText'] ) ),
				author_site_external_button( $c['amazonUrl'], 'Read Full Book' ),
			)
		)
	);

	$reviews = '';
	foreach ( author_site_reader_quotes() as $review ) {
		$reviews .= author_site_el(
			'li',
			array( 'class' => 'review' ),
			author_site_el(
				'figure',
				array(),
				array(
					author_site_stars(),
					author_site_el( 'blockquote', array(), author_site_text( 'p', array(), $review['quote'] ) ),
					author_site_text( 'figcaption', array(), '— ' . $review['source'] ),
				)
			)
		);
	}
	$quotes = author_site_el(
		'section',
		array(
			'class'           => 'section',
			'aria-labelledby' => 'reviews-title',
		),
		author_site_el(
			'div',
			array( 'class' => 'container' ),
			array(
				author_site_text(
					'h2',
					array(
						'id'    => 'reviews-title',
						'class' => 'section__title',
					),
					'What Readers Are Saying'
				),
				author_site_el( 'ul', array( 'class' => 'reviews' ), $reviews ),
			)
		)
	);

	$coming = author_site_el(
		'section',
		array(
			'class'           => 'section section--dark coming-soon',
			'aria-labelledby' => 'coming-soon-title',
		),
		author_site_el(
			'div',
			array( 'class' => 'container container--narrow' ),
			array(
				author_site_text( 'p', array( 'class' => 'eyebrow' ), 'The Medallion Series, Book 2' ),
				author_site_text(
					'h2',
					array(
						'id'    => 'coming-soon-title',
						'class' => 'section__title',
					),
					'Coming Soon'
				),
				author_site_text( 'p', array(), 'Élise’s brother has secrets of his own. Be the first to hear the title, see the cover and read the opening chapter.' ),
				author_site_link( '/contact#newsletter', 'button button--light', 'Get Notified' ),
			)
		)
	);

	return author_site_render_page_header( $c['pageTitle'], $c['pageDescription'] ) . $card . $sample . $quotes . $coming;
}
