<?php
/**
 * Block patterns: each content page's sections, "New book" and "Series page", as labelled
 * sections, so what the author inserts is what the seeded pages hold.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The example text of each book section in the New book pattern. */
function author_site_new_book_examples() {
	return array(
		'title'             => __( 'The Book’s Title', 'author-site' ),
		'subtitle'          => __( 'A Medallion Novel — Book Two', 'author-site' ),
		'series'            => __( 'The Medallion Series', 'author-site' ),
		'series_number'     => '2',
		'release_date'      => __( 'March 5, 2027', 'author-site' ),
		'description'       => __( 'A one-line hook, shown in lists of your books.', 'author-site' ),
		'synopsis'          => array(
			__( 'The first paragraph of the synopsis.', 'author-site' ),
			__( 'The second paragraph: one paragraph block per paragraph.', 'author-site' ),
		),
		'callout'           => __( 'A highlighted line, such as an award or a quote.', 'author-site' ),
		'tropes'            => array( __( 'Slow Burn', 'author-site' ), __( 'Second Chance', 'author-site' ), __( 'Protector Romance', 'author-site' ) ),
		'heat_level'        => '3',
		'content_notes'     => array( __( 'Violence', 'author-site' ), __( 'Grief', 'author-site' ) ),
		'buy_links'         => array( 'ebook: https://www.amazon.com/dp/YOUR-BOOK', 'paperback: https://bookshop.org/p/books/YOUR-BOOK' ),
		'isbn'              => array( 'paperback: 978-3-16-148410-0' ),
		'sample_title'      => __( 'Read an Excerpt', 'author-site' ),
		'sample_text'       => array(
			__( 'The first paragraph of the excerpt.', 'author-site' ),
			__( 'The second paragraph of the excerpt.', 'author-site' ),
		),
		'narrator'          => __( 'The Narrator’s Name', 'author-site' ),
		'audio_sample'      => 'https://YOUR-SITE/wp-content/uploads/YOUR-AUDIO-SAMPLE.mp3',
		'book_club'         => array(
			__( 'Which scene changed how you saw the hero?', 'author-site' ),
			__( 'What would you have done in her place?', 'author-site' ),
		),
		'bonus_title'       => __( 'Read the bonus epilogue', 'author-site' ),
		'bonus_description' => array( __( 'A spoiler-free teaser of the bonus: what the reader gets for joining.', 'author-site' ) ),
		'bonus_form'        => __( 'Bonus epilogue', 'author-site' ),
	);
}

/**
 * Each section of a book as a labelled section holding its example text, in
 * the order of src/books/catalogue.json (docs/books.md#a-book).
 * @return array<string,string> Section name → block markup.
 */
function author_site_new_book_sections() {
	$examples = author_site_new_book_examples();
	$sections = array();
	foreach ( author_site_read_json_raw( 'src/books/catalogue.json' )['sections'] as $name => list( $path, $rule ) ) {
		$sections[ $name ] = author_site_section_block( $name, author_site_seed_value_blocks( $rule, $examples[ $name ] ?? '' ) );
	}
	return $sections;
}

/** The example text of each section in the Series page pattern. */
function author_site_series_page_examples() {
	return array(
		'series_title'    => __( 'The Medallion Series', 'author-site' ),
		'status'          => 'ongoing',
		'description'     => array( __( 'What the series is about, in a paragraph or two: one paragraph block per paragraph.', 'author-site' ) ),
		'reading_note'    => __( 'Each book stands alone, but they are best read in order.', 'author-site' ),
		'newsletter_form' => __( 'Medallion readers', 'author-site' ),
	);
}

/**
 * Each section of a series page as a labelled section holding its example
 * text, in the order of src/books/catalogue.json (docs/books.md#series).
 * @return array<string,string> Section name → block markup.
 */
function author_site_series_page_sections() {
	$examples = author_site_series_page_examples();
	$sections = array();
	foreach ( author_site_read_json_raw( 'src/books/catalogue.json' )['seriesSections'] as $name => list( $path, $rule ) ) {
		$sections[ $name ] = author_site_section_block( $name, author_site_seed_value_blocks( $rule, $examples[ $name ] ?? '' ) );
	}
	return $sections;
}

/** Registers the patterns, for pages only. */
function author_site_register_patterns() {
	register_block_pattern_category( 'author-site', array( 'label' => __( 'Your site’s pages', 'author-site' ) ) );
	foreach ( author_site_page_labels() as $page => $label ) {
		if ( 'not-found' === $page ) {
			continue;
		}
		register_block_pattern(
			"author-site/{$page}-page",
			array(
				/* translators: %s: a page of the site (Home, Books…). */
				'title'       => sprintf( __( '%s page: every section', 'author-site' ), $label ),
				/* translators: %s: a page of the site (Home, Books…). */
				'description' => sprintf( __( 'Every section of the %s page with its built-in text, each in its labelled place.', 'author-site' ), $label ),
				'content'     => author_site_seed_content( $page ),
				'categories'  => array( 'author-site' ),
				'postTypes'   => array( 'page' ),
			)
		);
	}
	register_block_pattern(
		'author-site/new-book',
		array(
			'title'       => __( 'New book', 'author-site' ),
			'description' => __( 'Every section of a book page, in order, each labelled, with example text to replace. Use it on a page whose parent is the Books page.', 'author-site' ),
			'content'     => implode( "\n\n", author_site_new_book_sections() ),
			'categories'  => array( 'author-site', 'text' ),
			'keywords'    => array( __( 'book', 'author-site' ), __( 'novel', 'author-site' ), __( 'series', 'author-site' ), __( 'catalogue', 'author-site' ) ),
			'postTypes'   => array( 'page' ),
			'blockTypes'  => array( 'core/post-content' ),
		)
	);
}
add_action( 'init', 'author_site_register_patterns' );

/** Registers the "Series page" pattern, for pages only. */
function author_site_register_series_pattern() {
	register_block_pattern(
		'author-site/series-page',
		array(
			'title'       => __( 'Series page', 'author-site' ),
			'description' => __( 'Every section of a series page, each labelled, with example text to replace. Use it on a page whose parent is the Books page; write the series’ name exactly as its books do.', 'author-site' ),
			'content'     => implode( "\n\n", author_site_series_page_sections() ),
			'categories'  => array( 'author-site', 'text' ),
			'keywords'    => array( __( 'series', 'author-site' ), __( 'books', 'author-site' ), __( 'reading order', 'author-site' ) ),
			'postTypes'   => array( 'page' ),
			'blockTypes'  => array( 'core/post-content' ),
		)
	);
}
add_action( 'init', 'author_site_register_series_pattern' );
