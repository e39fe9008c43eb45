<?php
/**
 * Content Health's bonus pages and series forms: each book's bonus page
 * address to copy, or why it has none; each series page whose
 * `newsletter_form` names no published form (docs/books.md#the-bonus-page).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * What a book's bonus page is: `url` when it exists, else `why` (not-listed,
 * no-title, no-form, unknown-form); null when the book names no bonus.
 */
function author_site_health_bonus_state( array $book, $listed ) {
	if ( '' === $book['bonus_title'] && '' === $book['bonus_form'] ) {
		return null;
	}
	$form = author_site_newsletter_form_named( $book['bonus_form'] );
	$why  = null;
	if ( ! $listed ) {
		$why = 'not-listed';
	} elseif ( '' === $book['bonus_title'] ) {
		$why = 'no-title';
	} elseif ( '' === $book['bonus_form'] ) {
		$why = 'no-form';
	} elseif ( null === $form ) {
		$why = 'unknown-form';
	}
	return array(
		'title' => '' === $book['title'] ? $book['slug'] : $book['title'],
		'slug'  => $book['slug'],
		'form'  => $book['bonus_form'],
		'why'   => $why,
		'url'   => null === $why ? author_site_bonus_page_url( array_merge( $book, array( 'bonus_form_id' => $form ) ) ) : null,
	);
}

/** A bonus page's line: its address to copy, or why it does not exist. */
function author_site_health_bonus_line( array $state ) {
	$title = '<strong>' . esc_html( $state['title'] ) . '</strong>';
	if ( null !== $state['url'] ) {
		$field = sprintf(
			'<input type="text" class="large-text code" readonly value="%1$s" aria-label="%2$s">',
			esc_attr( $state['url'] ),
			/* translators: %s: the book's title. */
			esc_attr( sprintf( __( 'Bonus page address of %s', 'author-site' ), $state['title'] ) )
		);
		/* translators: 1: the book's title, 2: the address in a field to copy. */
		author_site_health_line( true, sprintf( esc_html__( '%1$s: its bonus page, to print in the book’s back matter: %2$s', 'author-site' ), $title, $field ), array( 'bonus' => $state['slug'] ) );
		return;
	}
	$texts = array(
		/* translators: %s: the book's title. */
		'not-listed'   => __( '%s has no bonus page: the book is not listed on the site.', 'author-site' ),
		/* translators: %s: the book's title. */
		'no-title'     => __( '%s has no bonus page: it has no bonus_title.', 'author-site' ),
		/* translators: %s: the book's title. */
		'no-form'      => __( '%s has no bonus page: it has no bonus_form (the Constant Contact form readers join to get the bonus).', 'author-site' ),
		/* translators: 1: the book's title, 2: the form as written. */
		'unknown-form' => __( '%1$s has no bonus page: its bonus_form “%2$s” is no published Constant Contact form (write a form’s title or id).', 'author-site' ),
	);
	author_site_health_line(
		false,
		sprintf( esc_html( $texts[ $state['why'] ] ), $title, esc_html( $state['form'] ) ),
		array(
			'bonus'     => $state['slug'],
			'bonus-why' => $state['why'],
		)
	);
}

/**
 * The series pages among the book pages whose newsletter_form names no
 * published form: slug => the form as written.
 * @param array $report author_site_health_books_report().
 */
function author_site_health_unknown_series_forms( array $report ) {
	$unknown = array();
	foreach ( $report['books'] as $row ) {
		$page = author_site_read_series_page( $row['post']->post_name, author_site_parse_sections( author_site_health_rendered( $row['post'] ) ) );
		if ( null !== $page && '' !== $page['newsletter_form'] && null === author_site_newsletter_form_named( $page['newsletter_form'] ) ) {
			$unknown[ $page['slug'] ] = array( $page['title'], $page['newsletter_form'] );
		}
	}
	return $unknown;
}

/**
 * The "Bonus pages and signup forms" part of the screen.
 * @param array $report author_site_health_books_report().
 */
function author_site_health_render_bonuses( array $report ) {
	$states = array();
	if ( $report['parent'] ) {
		$states[] = author_site_health_bonus_state( author_site_health_featured_book( $report['today'] ), 'publish' === $report['parent']->post_status );
	}
	foreach ( $report['books'] as $row ) {
		$states[] = author_site_health_bonus_state( $row['book'], 'listed' === $row['state'] );
	}
	$states  = array_filter( $states );
	$unknown = author_site_health_unknown_series_forms( $report );
	echo '<h2>' . esc_html__( 'Bonus pages and signup forms', 'author-site' ) . '</h2>';
	if ( ! $states && ! $unknown ) {
		echo '<p data-health-bonus="none">' . esc_html__( 'No book has a bonus yet. A book’s bonus page needs its bonus_title and bonus_form (a Constant Contact form’s title or id).', 'author-site' ) . '</p>';
		return;
	}
	echo '<ul class="author-site-health__list" data-health-bonus="list">';
	array_map( 'author_site_health_bonus_line', $states );
	foreach ( $unknown as $slug => list( $title, $form ) ) {
		author_site_health_line(
			false,
			/* translators: 1: the series' name, 2: the form as written. */
			sprintf( esc_html__( 'The series page of %1$s names the form “%2$s”, which is no published Constant Contact form, so its signup uses the site’s form.', 'author-site' ), '<strong>' . esc_html( $title ) . '</strong>', esc_html( $form ) ),
			array( 'series-form' => $slug )
		);
	}
	echo '</ul>';
}
