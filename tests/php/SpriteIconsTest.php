<?php
/**
 * The icons' sprite (bin/copy-assets.mjs): one symbol for each of the
 * footer's profiles and its email, and for each drawn store, with the theme's
 * own paths or its Simple Icons mark's; a store button points at its symbol,
 * a store without an icon gets none.
 *
 * @package AuthorSite
 */

namespace AuthorSite\Tests;

class SpriteIconsTest extends TestCase {

	/** The built sprite's symbols: id → the paths' d, in order. */
	private static function sprite() {
		$svg = file_get_contents( get_theme_file_path( 'build/images/icons.svg' ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a built file.
		preg_match_all( '#<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)</symbol>#', (string) $svg, $symbols, PREG_SET_ORDER );
		$out = array();
		foreach ( $symbols as $symbol ) {
			preg_match_all( '#<path d="([^"]+)"/>#', $symbol[2], $paths );
			$out[ $symbol[1] ] = $paths[1];
		}
		return $out;
	}

	public function test_the_sprite_draws_the_footers_icons_and_each_store_with_its_icon_or_mark() {
		$icons = author_site_read_json( 'src/ui/icons.json' );
		$marks = author_site_read_json_raw( 'src/books/store-marks.json' );
		$want  = array( 'mail' => $icons['mail'] );
		foreach ( array_keys( author_site_read_json( 'src/layout/social.json' )['labels'] ) as $network ) {
			$want[ $network ] = $icons[ $network ];
		}
		foreach ( $marks as $name => $simple_icon ) {
			$file = dirname( __DIR__, 2 ) . '/node_modules/simple-icons/icons/' . strtolower( substr( $simple_icon, 2 ) ) . '.svg';
			preg_match( '#<path d="([^"]+)"#', (string) file_get_contents( $file ), $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
			$want[ $name ] = array( $path[1] );
		}
		$sprite = self::sprite();
		ksort( $want );
		ksort( $sprite );
		$this->assertSame( $want, $sprite );
	}

	public function test_a_store_button_points_at_its_symbol_and_a_store_without_gets_none() {
		$href = get_theme_file_uri( 'build/images/icons.svg' ) . '#kobo';
		$this->assertSame(
			'<svg class="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><use href="' . $href . '"></use></svg>',
			author_site_store_icon( 'kobo' )
		);
		$this->assertSame( '', author_site_store_icon( 'apple-books' ) );
		$this->assertSame( '', author_site_store_icon( null ) );
	}
}
