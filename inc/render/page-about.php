<?php
/**
 * First view of About (src/pages/AboutPage.tsx).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * Renders About.
 *
 * @param array $config The app configuration.
 * @return string
 */
function author_site_render_about( array $config ) {
	$c      = author_site_page_content( 'about' );
	$header = author_site_el(
		'header',
		array( 'class' => 'page-header page-header--about' ),
		author_site_el(
			'div',
			array( 'class' => 'container' ),
			array(
				author_site_logo( 'page-header__logo', 64 ),
				author_site_text( 'h1', array( 'class' => 'page-header__title' ), $c['pageTitle'] ),
				author_site_text( 'p', array( 'class' => 'page-header__description' ), $c['pageSubtitle'] ),
			)
		)
	);

	$facts = '';
	foreach ( array(
		'location'   => 'Location',
		'background' => 'Background',
		'specialty'  => 'Specialty',
		'family'     => 'Family',
	) as $key => $label ) {
		$facts .= author_site_el(
			'div',
			array( 'class' => 'facts__item' ),
			array( author_site_text( 'dt', array(), $label ), author_site_text( 'dd', array(), $c['quickFacts'][ $key ] ) )
		);
	}
	$story = author_site_el(
		'section',
		array(
			'class'           => 'section',
			'aria-labelledby' => 'story-title',
		),
		author_site_el(
			'div',
			array( 'class' => 'container story' ),
			array(
				author_site_el(
					'img',
					array(
						'class'         => 'story__portrait',
						'src'           => $config['assetsUrl'] . 'images/author.svg',
						'fetchpriority' => 'low',
						'width'         => '480',
						'height'        => '600',
						'alt'           => 'Portrait of ' . $config['authorName'],
					)
				),
				author_site_el(
					'div',
					array( 'class' => 'story__body' ),
					array(
						author_site_text(
							'h2',
							array(
								'id'    => 'story-title',
								'class' => 'section__title',
							),
							$c['storyTitle']
						),
						author_site_paragraphs( $c['storyParagraphs'] ),
						author_site_el(
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
									'Quick Facts'
								),
								author_site_el( 'dl', array( 'class' => 'facts__list' ), $facts ),
							)
						),
					)
				),
			)
		)
	);

	$philosophy = author_site_el(
		'section',
		array(
			'class'           => 'section section--tinted',
			'aria-labelledby' => 'philosophy-title',
		),
		author_site_el(
			'figure',
			array( 'class' => 'container container--narrow philosophy' ),
			array(
				author_site_text(
					'h2',
					array(
						'id'    => 'philosophy-title',
						'class' => 'section__title',
					),
					'Writing Philosophy'
				),
				author_site_el( 'blockquote', array( 'class' => 'philosophy__quote' ), author_site_text( 'p', array(), $c['writingPhilosophy'] ) ),
			)
		)
	);

	$icons = author_site_read_json( 'src/ui/icons.json' );
	$cards = '';
	foreach ( $c['interests'] as $interest ) {
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
	$interests = author_site_el(
		'section',
		array(
			'class'           => 'section',
			'aria-labelledby' => 'interests-title',
		),
		author_site_el(
			'div',
			array( 'class' => 'container' ),
			array(
				author_site_text(
					'h2',
					array(
						'id'    => 'interests-title',
						'class' => 'section__title',
					),
					'When I’m Not Writing'
				),
				author_site_el( 'ul', array( 'class' => 'cards' ), $cards ),
			)
		)
	);

	$connect = author_site_el(
		'section',
		array(
			'class'           => 'section section--dark',
			'aria-labelledby' => 'connect-title',
		),
		author_site_el(
			'div',
			array( 'class' => 'container container--narrow connect' ),
			array(
				author_site_text(
					'h2',
					array(
						'id'    => 'connect-title',
						'class' => 'section__title',
					),
					$c['connectTitle']
				),
				author_site_text( 'p', array(), $c['connectDescription'] ),
				author_site_el(
					'div',
					array( 'class' => 'actions actions--center' ),
					array(
						author_site_link( '/contact', 'button button--light', 'Get In Touch' ),
						author_site_link( '/contact#newsletter', 'button button--outline-light', 'Join My Newsletter' ),
					)
				),
			)
		)
	);

	return $header . $story . $philosophy . $interests . $connect;
}
