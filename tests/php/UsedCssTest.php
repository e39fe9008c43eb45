<?php
/**
 * The inline CSS a page gets (inc/app/used-css.php): the rules whose selectors
 * can match its classes, in their order, at-rules whole, empty @media left
 * out; and the filter keeps the app's inline style to it.
 *
 * @package AuthorSite
 */

namespace AuthorSite\Tests;

class UsedCssTest extends TestCase {

	/** The classes, as the page would name them. */
	private static function classes( ...$names ) {
		return array_fill_keys( $names, true );
	}

	public function test_it_keeps_a_rule_only_when_every_class_of_a_selector_is_there() {
		$css = '.a{color:red}.a .b{color:blue}.c,.a>.d{margin:0}p{padding:0}';
		$this->assertSame( '.a{color:red}p{padding:0}', author_site_used_css( $css, self::classes( 'a' ) ) );
		$this->assertSame( '.a{color:red}.c,.a>.d{margin:0}p{padding:0}', author_site_used_css( $css, self::classes( 'a', 'd' ) ) );
	}

	public function test_what_is_inside_brackets_is_not_asked() {
		$css = '.a:not(.x,.y){color:red}.b[data-x=".z"]{color:blue}:is(.q,.r) .a{margin:0}html[data-app=ready] .a{top:0}';
		$this->assertSame( $css, author_site_used_css( $css, self::classes( 'a', 'b' ) ) );
	}

	public function test_media_keeps_its_used_rules_and_goes_when_none_is() {
		$css = '@media (min-width:768px){.a{color:red}.b{color:blue}}@media (max-width:479px){.b{margin:0}}';
		$this->assertSame( '@media (min-width:768px){.a{color:red}}', author_site_used_css( $css, self::classes( 'a' ) ) );
	}

	public function test_other_at_rules_strings_and_comments_are_kept_whole() {
		$css = '@font-face{font-family:"A}{";src:url("x.woff2")}@keyframes spin{to{transform:rotate(1turn)}}/* } */.b{content:"}"}.a{content:"{"}';
		$this->assertSame(
			'@font-face{font-family:"A}{";src:url("x.woff2")}@keyframes spin{to{transform:rotate(1turn)}}.a{content:"{"}',
			author_site_used_css( $css, self::classes( 'a' ) )
		);
	}

	public function test_a_selector_with_an_escape_is_kept() {
		$this->assertSame( '.md\:a{color:red}', author_site_used_css( '.md\:a{color:red}', array() ) );
	}

	public function test_classes_come_from_every_class_attribute_and_the_font_switch() {
		$html    = '<div class="a  b"><p class=\'c\'></p><span class=d></span><i CLASS="e&amp;f"></i></div>';
		$classes = author_site_html_classes( $html );
		foreach ( array( 'a', 'b', 'c', 'd', 'e&f', 'has-web-fonts' ) as $name ) {
			$this->assertArrayHasKey( $name, $classes, $name );
		}
	}

	public function test_the_filter_keeps_the_apps_style_to_what_the_page_uses() {
		$html = '<html><head><style id="other-inline-css">.z{top:0}</style><style id="author-site-inline-css">.a{color:red}.z{top:0}.has-web-fonts h1{font-family:x}</style></head><body><p class="a">x</p></body></html>';
		$this->assertSame(
			'<html><head><style id="other-inline-css">.z{top:0}</style><style id="author-site-inline-css">.a{color:red}.has-web-fonts h1{font-family:x}</style></head><body><p class="a">x</p></body></html>',
			author_site_inline_used_css( $html )
		);
		$this->assertSame( 10, has_filter( 'wp_template_enhancement_output_buffer', 'author_site_inline_used_css' ) );
	}
}
