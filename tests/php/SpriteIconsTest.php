<?php
/**
 * The icons' sprite (bin/build/copy-assets.mjs): one view for each of the
 * footer's profiles and its email, and for each drawn store, with the theme's
 * own paths or its Simple Icons mark's; a store button shows its view as a
 * mask, a store without an icon gets none.
 *
 * @package AuthorSite
 */

namespace AuthorSite\Tests;

class SpriteIconsTest extends TestCase {

	/**
	 * The built sprite's icons: id → the paths' d, in order, each drawn where
	 * its view looks and nowhere another's does.
	 */
	private function sprite() {
		$svg = file_get_contents( get_theme_file_path( 'build/images/icons.svg' ) );
		preg_match_all( '#<view id="([^"]+)" viewBox="(\d+) 0 24 24"/><svg x="(\d+)" width="24" height="24" viewBox="0 0 24 24">(.*?)</svg>#', (string) $svg, $icons, PREG_SET_ORDER );
		$out = array();
		$xs  = array();
		foreach ( $icons as $icon ) {
			$this->assertSame( $icon[2], $icon[3], $icon[1] . ' is drawn where its view looks' );
			$xs[] = (int) $icon[3];
			preg_match_all( '#<path d="([^"]+)"/>#', $icon[4], $paths );
			$out[ $icon[1] ] = $paths[1];
		}
		sort( $xs );
		foreach ( array_slice( $xs, 1 ) as $i => $x ) {
			$this->assertGreaterThan( $xs[ $i ] + 24, $x, 'no view shows a piece of the next icon' );
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
			preg_match( '#<path d="([^"]+)"#', (string) file_get_contents( $file ), $path );
			$want[ $name ] = array( $path[1] );
		}
		$sprite = $this->sprite();
		ksort( $want );
		ksort( $sprite );
		$this->assertSame( $want, $sprite );
	}

	public function test_a_store_button_shows_its_view_and_a_store_without_gets_none() {
		$url = get_theme_file_uri( 'build/images/icons.svg' ) . '#kobo';
		$this->assertSame(
			'<span class="icon icon--sprite" style="--icon:url(&quot;' . $url . '&quot;)" aria-hidden="true"></span>',
			author_site_store_icon( 'kobo' )
		);
		$this->assertSame( '', author_site_store_icon( 'apple-books' ) );
		$this->assertSame( '', author_site_store_icon( null ) );
	}
}
