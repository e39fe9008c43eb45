<?php
/**
 * Labelled sections (inc/editor/sections-block.php) and the patterns
 * (inc/editor/patterns.php): a core Group carrying a section's name renders between
 * the section's markers, so the seeded pages and every pattern read as the
 * built-in text, and a group without a usable name renders as WordPress
 * renders it.
 *
 * @package AuthorSite
 */

namespace AuthorSite\Tests;

class SectionsBlockTest extends TestCase {

	public function test_core_group_has_the_section_attribute_on_the_server() {
		$group = \WP_Block_Type_Registry::get_instance()->get_registered( 'core/group' );
		$this->assertSame( array( 'type' => 'string' ), $group->attributes['authorSiteSection'] );
	}

	public function test_a_labelled_section_renders_between_its_markers() {
		$html = do_blocks( author_site_section_block( 'hero_title', array( "<!-- wp:paragraph -->\n<p>One<br>Two</p>\n<!-- /wp:paragraph -->" ) ) );
		$this->assertMatchesRegularExpression( '/^<!-- section:hero_title -->\s*<div class="wp-block-group[^"]*">.*One<br>Two.*<\/div>\s*<!-- \/section:hero_title -->$/s', trim( $html ) );
		$this->assertSame( "One\nTwo", author_site_parse_sections( $html )['hero_title']['text'] );
	}

	public function test_it_cannot_be_moved_or_removed_in_the_editor() {
		$block = parse_blocks( author_site_section_block( 'title', array() ) )[0];
		$this->assertSame(
			array(
				'move'   => true,
				'remove' => true,
			),
			$block['attrs']['lock']
		);
	}

	public function test_a_group_without_a_usable_name_renders_as_wordpress_renders_it() {
		foreach ( array( '', 'Hero Title', 'a--b', 'x -->', 42 ) as $name ) {
			$markup = '<!-- wp:group ' . wp_json_encode( array( 'authorSiteSection' => $name ) ) . ' --><div class="wp-block-group"><!-- wp:paragraph --><p>Text</p><!-- /wp:paragraph --></div><!-- /wp:group -->';
			$this->assertStringNotContainsString( 'section:', do_blocks( $markup ), (string) $name );
		}
	}

	public function test_each_seeded_page_and_its_pattern_read_as_the_built_in_text() {
		$registry = \WP_Block_Patterns_Registry::get_instance();
		foreach ( author_site_content_slugs() as $page => $slug ) {
			$pattern = $registry->get_registered( "author-site/{$page}-page" );
			$this->assertIsArray( $pattern, $page );
			$this->assertSame( author_site_seed_content( $page ), $pattern['content'] );
			$this->assertStringNotContainsString( 'section:', $pattern['content'] );
			$rendered = apply_filters( 'the_content', $pattern['content'] ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter.
			// Every section is there (not the built-in text standing in for a missing one)…
			$this->assertSame( array_keys( author_site_read_json( 'src/content/schema.json' )['sections'][ $page ] ), array_keys( author_site_parse_sections( $rendered ) ), $page );
			// …and reads as the built-in text.
			$answer = array(
				array(
					'slug'    => $slug,
					'content' => array( 'rendered' => $rendered ),
				),
			);
			$this->assertSame( author_site_default_content()[ $page ], author_site_content_from_answer( $page, $answer ), $page );
		}
	}

	public function test_every_section_has_a_label_and_every_label_a_section() {
		$labels = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/src/editor/labels.json' ), true );
		$schema = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/src/content/schema.json' ), true );
		foreach ( $schema['sections'] as $page => $sections ) {
			$this->assertSame( array_keys( $sections ), array_keys( $labels[ $page ] ), $page );
		}
		$this->assertSame( array_keys( author_site_new_book_sections() ), array_keys( $labels['book'] ) );
	}
}
