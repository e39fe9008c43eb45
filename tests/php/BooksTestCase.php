<?php
/**
 * The base of the catalogue's PHPUnit tests (tests/php/Books*Test.php and the
 * tests of book pages in the database): book pages as the block editor saves
 * them (the twin of tests/shared/book-pages.ts), books read from them with
 * "today" held, and book pages made under the Books content page.
 *
 * @package AuthorSite
 */

namespace AuthorSite\Tests;

abstract class BooksTestCase extends TestCase {

	/** The day the tests hold "today" at (BOOKS_TODAY in tests/shared/book-pages.ts). */
	const TODAY = '2026-11-24';

	/**
	 * A book page's `content.rendered`: each section's marker, then its value
	 * in a paragraph, lines joined by `<br>`.
	 *
	 * @param array<string,string|string[]> $sections Section name → value (HTML allowed).
	 * @return string
	 */
	protected static function book_page( array $sections ) {
		$html = '';
		foreach ( $sections as $name => $value ) {
			$html .= "<!-- section:$name -->\n<p>" . ( is_array( $value ) ? implode( "<br />\n", $value ) : $value ) . "</p>\n";
		}
		return $html;
	}

	/**
	 * A book read from a page with these sections.
	 *
	 * @param array<string,string|string[]> $sections Section name → value.
	 * @param string                        $slug     The page's slug.
	 * @param string                        $today    YYYY-MM-DD.
	 * @return array
	 */
	protected static function read( array $sections, $slug = 'the-slug', $today = self::TODAY ) {
		return author_site_read_book( $slug, author_site_parse_sections( self::book_page( $sections ) ), $today );
	}

	/**
	 * A listed book (its title its slug unless given).
	 *
	 * @param string                        $slug     The page's slug.
	 * @param array<string,string|string[]> $sections Section name → value.
	 * @return array
	 */
	protected static function book( $slug, array $sections = array() ) {
		return self::read( array_merge( array( 'title' => $slug ), $sections ), $slug );
	}

	/** @var int The Books content page the book pages are made under (empty_books_page()). */
	protected $books_page = 0;

	/**
	 * Publishes the Books content page (the site's own, or one made) with no
	 * children: the rollback puts them back. Its text is the seeded one unless
	 * given, whatever an earlier run left in it (a series would show in every
	 * series list).
	 *
	 * @param string|null $content Its content, or null for the seeded text.
	 * @return int Its id.
	 */
	protected function empty_books_page( $content = null ) {
		$existing = author_site_find_content_page( 'books-content' );
		if ( $existing ) {
			// The other books on the site are not this test's.
			foreach ( get_children(
				array(
					'post_parent' => $existing->ID,
					'post_type'   => 'page',
				)
			) as $child ) {
				wp_delete_post( $child->ID, true );
			}
		}
		$page             = array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_content' => $content ?? author_site_seed_content( 'books' ),
		);
		$this->books_page = $existing
			? wp_update_post( array( 'ID' => $existing->ID ) + $page, true )
			: wp_insert_post(
				$page + array(
					'post_name'  => 'books-content',
					'post_title' => 'Books Content',
				),
				true
			);
		$this->assertIsInt( $this->books_page );
		return $this->books_page;
	}

	/**
	 * A page under the Books content page, its sections as block-editor blocks.
	 *
	 * @param string                        $slug     Its slug.
	 * @param array<string,string|string[]> $sections Section name → text (lines as a list).
	 * @param array                         $post     More wp_insert_post() fields.
	 * @return int
	 */
	protected function book_post( $slug, array $sections, array $post = array() ) {
		$blocks = array();
		foreach ( $sections as $name => $value ) {
			$blocks[] = author_site_seed_block( 'html', "<!-- section:$name -->" );
			$blocks[] = author_site_seed_block( 'paragraph', '<p>' . implode( '<br>', array_map( 'esc_html', (array) $value ) ) . '</p>' );
		}
		$id = wp_insert_post(
			array_merge(
				array(
					'post_type'    => 'page',
					'post_status'  => 'publish',
					'post_parent'  => $this->books_page,
					'post_name'    => $slug,
					'post_title'   => $slug,
					'post_content' => implode( "\n\n", $blocks ),
				),
				$post
			),
			true
		);
		$this->assertIsInt( $id );
		return $id;
	}
}
