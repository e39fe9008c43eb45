<?php
/**
 * First view of the press kit at /press (docs/content-format.md#the-press-kit).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The author's photo with its credit and download; '' without a photo. */
function author_site_press_photo( array $c, $photo, $original, $author_name ) {
	$copy = author_site_copy( 'pages', 'press' );
	if ( null === $photo ) {
		return '';
	}
	return author_site_el(
		'figure',
		array( 'class' => 'press__photo' ),
		array(
			author_site_author_image( $photo, 'press__picture', author_site_fill( $copy['photoAlt'], array( 'name' => $author_name ) ) ),
			'' === $c['photoCredit'] ? '' : author_site_text( 'figcaption', array( 'class' => 'press__credit' ), author_site_fill( $copy['photoCredit'], array( 'credit' => $c['photoCredit'] ) ) ),
			null === $original ? '' : author_site_press_download( $original, $copy['downloadPhoto'] ),
		)
	);
}

/** The author: photo, name, pronunciation and both bios. */
function author_site_press_author( array $c, array $config, array $originals ) {
	$copy = author_site_copy( 'pages', 'press' );
	return author_site_section(
		array(
			'class'           => 'section press',
			'title_id'        => 'press-author-title',
			'container_class' => 'container press__author',
		),
		array(
			author_site_press_photo( $c, $config['pictures']['portrait'], $originals['photo'], $config['authorName'] ),
			author_site_el(
				'div',
				array( 'class' => 'press__bios' ),
				array(
					author_site_text(
						'h2',
						array(
							'id'    => 'press-author-title',
							'class' => 'section__title',
						),
						$config['authorName']
					),
					'' === $c['pronunciation'] ? '' : author_site_text( 'p', array( 'class' => 'press__pronunciation' ), author_site_fill( $copy['pronunciation'], array( 'pronunciation' => $c['pronunciation'] ) ) ),
					author_site_text( 'h3', array( 'class' => 'press__subtitle' ), $copy['bioShortTitle'] ),
					author_site_text( 'p', array( 'class' => 'press__bio' ), $c['bioShort'] ),
					author_site_text( 'h3', array( 'class' => 'press__subtitle' ), $copy['bioLongTitle'] ),
					author_site_paragraphs( $c['bioLong'] ),
				)
			),
		)
	);
}

/** The press email: `press_email`, else the contact page's, else the site's; '' without one. */
function author_site_press_email( array $c, array $config ) {
	foreach ( array( $c['pressEmail'], author_site_page_content( 'contact' )['contactInfo']['email'], $config['contactEmail'] ) as $candidate ) {
		if ( preg_match( '/^[^\s@]+@[^\s@]+\.[^\s@]+$/D', (string) $candidate ) ) {
			return $candidate;
		}
	}
	return '';
}

/** Renders the press kit. Twin: PressPage. */
function author_site_press_page( array $config ) {
	$c         = author_site_page_content( 'press' );
	$copy      = author_site_copy( 'pages', 'press' );
	$originals = author_site_press_originals_from_answer( author_site_rest_answer( author_site_page_path( 'press' ) ) );
	$data      = author_site_catalogue_data();
	$books     = '';
	foreach ( author_site_press_books( $data['catalogue'], $data['featured'] ) as $book ) {
		$books .= author_site_press_book( $book, $data['pages'], $config['authorName'], $originals['covers'][ $book['slug'] ] ?? null );
	}
	$logo  = $config['pictures']['logo'];
	$email = author_site_press_email( $c, $config );
	return author_site_page_header(
		array(
			'title'       => $c['pageTitle'],
			'description' => $c['pageDescription'],
		)
	)
		. author_site_press_author( $c, $config, $originals )
		. author_site_titled_section(
			array(
				'class'    => 'section section--tinted',
				'title_id' => 'press-books-title',
				'title'    => $copy['booksTitle'],
			),
			author_site_el( 'ul', array( 'class' => 'press-books' ), $books )
		)
		. ( null === $logo ? '' : author_site_titled_section(
			array(
				'title_id' => 'press-logo-title',
				'title'    => $copy['logoTitle'],
			),
			array(
				author_site_author_image( $logo, 'press__logo', author_site_fill( $copy['logoAlt'], array( 'name' => $config['authorName'] ) ) ),
				null === $originals['logo'] ? '' : author_site_press_download( $originals['logo'], $copy['downloadLogo'] ),
			)
		) )
		. author_site_titled_section(
			array(
				'title_id' => 'press-contact-title',
				'title'    => $copy['contactTitle'],
			),
			author_site_el(
				'p',
				array( 'class' => 'press__contact' ),
				array(
					author_site_esc( $copy['contactText'] . ' ' ),
					author_site_text( 'a', array( 'href' => 'mailto:' . $email ), $email ),
				)
			)
		);
}
