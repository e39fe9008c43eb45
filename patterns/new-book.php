<?php
/**
 * Title: New book
 * Slug: author-site/new-book
 * Description: Every section of a book page, in order, each with its marker and example text to replace. Use it on a page whose parent is the Books page.
 * Categories: text
 * Keywords: book, novel, series, catalogue
 * Post Types: page
 * Block Types: core/post-content
 * Inserter: yes
 *
 * The sections and their kinds come from src/books/catalogue.json, in its
 * order (CONTENT-CONTRACT §6), so the pattern cannot drift from what the
 * site reads; each marker is alone in a Custom HTML block and its example in
 * paragraph blocks, as the seeded content pages are (inc/seed.php).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

$author_site_examples = array(
	'title'         => __( 'The Book’s Title', 'author-site' ),
	'subtitle'      => __( 'A Medallion Novel — Book Two', 'author-site' ),
	'series'        => __( 'The Medallion Series', 'author-site' ),
	'series_number' => '2',
	'release_date'  => __( 'March 5, 2027', 'author-site' ),
	'description'   => __( 'A one-line hook, shown in lists of your books.', 'author-site' ),
	'synopsis'      => array(
		__( 'The first paragraph of the synopsis.', 'author-site' ),
		__( 'The second paragraph: one paragraph block per paragraph.', 'author-site' ),
	),
	'callout'       => __( 'A highlighted line, such as an award or a quote.', 'author-site' ),
	'tropes'        => array( __( 'Slow Burn', 'author-site' ), __( 'Second Chance', 'author-site' ), __( 'Protector Romance', 'author-site' ) ),
	'heat_level'    => '3',
	'content_notes' => array( __( 'Violence', 'author-site' ), __( 'Grief', 'author-site' ) ),
	'buy_links'     => array( 'ebook: https://www.amazon.com/dp/YOUR-BOOK', 'paperback: https://bookshop.org/p/books/YOUR-BOOK' ),
	'isbn'          => array( 'paperback: 978-3-16-148410-0' ),
	'sample_title'  => __( 'Read an Excerpt', 'author-site' ),
	'sample_text'   => array(
		__( 'The first paragraph of the excerpt.', 'author-site' ),
		__( 'The second paragraph of the excerpt.', 'author-site' ),
	),
);

foreach ( author_site_read_json_raw( 'src/books/catalogue.json' )['sections'] as $author_site_name => list( $author_site_path, $author_site_rule ) ) {
	echo author_site_seed_block( 'html', '<!-- section:' . esc_html( $author_site_name ) . ' -->' ) . "\n\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- block delimiters; the name is escaped.
	echo implode( "\n\n", author_site_seed_value_blocks( $author_site_rule, $author_site_examples[ $author_site_name ] ?? '' ) ) . "\n\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- each value is escaped by author_site_seed_value_blocks().
}
