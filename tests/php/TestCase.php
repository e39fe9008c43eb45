<?php
/**
 * The base of the theme's PHPUnit tests: each test runs in a database
 * transaction that is rolled back after it (WordPress's tables are InnoDB),
 * and the helpers read the WordPress recordings in tests/fixtures/wp-recordings
 * (its README says how they were recorded), decoded as PHP arrays the way the
 * theme's PHP receives REST data.
 *
 * @package AuthorSite
 */

namespace AuthorSite\Tests;

use PHPUnit\Framework\TestCase as PHPUnitTestCase;

abstract class TestCase extends PHPUnitTestCase {

	/** The folder of the recordings. */
	const RECORDINGS = __DIR__ . '/../fixtures/wp-recordings';

	/**
	 * The options a test set, with their stored value (raw, or null when
	 * absent) before it.
	 *
	 * @var array<string,string|null>
	 */
	private $touched_options = array();

	protected function setUp(): void {
		parent::setUp();
		$GLOBALS['wpdb']->query( 'START TRANSACTION' );
		wp_set_current_user( 0 );
	}

	protected function tearDown(): void {
		global $wpdb;
		$wpdb->query( 'ROLLBACK' );
		// What the test read or wrote is still in WordPress's runtime cache.
		wp_cache_flush();
		wp_set_current_user( 0 );
		$changed = array();
		foreach ( $this->touched_options as $name => $before ) {
			if ( self::stored_option( $name ) !== $before ) {
				$changed[] = $name;
				// Put it back as it was, then fail.
				if ( null === $before ) {
					$wpdb->delete( $wpdb->options, array( 'option_name' => $name ) );
				} else {
					$wpdb->update( $wpdb->options, array( 'option_value' => $before ), array( 'option_name' => $name ) );
				}
			}
		}
		$this->touched_options = array();
		wp_cache_flush();
		parent::tearDown();
		$this->assertSame( array(), $changed, 'options left changed after the rollback' );
	}

	/**
	 * An option's stored value, read from the database (null when absent).
	 *
	 * @param string $name Option name.
	 * @return string|null
	 */
	protected static function stored_option( $name ) {
		global $wpdb;
		return $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $name ) );
	}

	/**
	 * Sets an option for this test only (rolled back, and checked to be as
	 * it was after the test).
	 *
	 * @param string $name  Option name.
	 * @param mixed  $value Value.
	 */
	protected function set_option( $name, $value ) {
		if ( ! array_key_exists( $name, $this->touched_options ) ) {
			$this->touched_options[ $name ] = self::stored_option( $name );
		}
		update_option( $name, $value );
		$this->assertSame( $value, get_option( $name ), "option $name was not set" );
	}

	/**
	 * Deletes an option for this test only (as set_option()).
	 *
	 * @param string $name Option name.
	 */
	protected function delete_option( $name ) {
		if ( ! array_key_exists( $name, $this->touched_options ) ) {
			$this->touched_options[ $name ] = self::stored_option( $name );
		}
		delete_option( $name );
		$this->assertFalse( get_option( $name ), "option $name was not deleted" );
	}

	/**
	 * Every exchange of a recording file, in order.
	 *
	 * @param string $file File name in the recordings folder.
	 * @return array[]
	 */
	protected static function exchanges( $file ) {
		$raw = json_decode( (string) file_get_contents( self::RECORDINGS . '/' . $file ), true, 512, JSON_THROW_ON_ERROR );
		return array_is_list( $raw ) ? $raw : array( $raw );
	}

	/**
	 * The decoded JSON body of one exchange (PHP arrays, as REST data).
	 *
	 * @param string $file  File name in the recordings folder.
	 * @param int    $index Which exchange, for a file holding several.
	 * @return mixed
	 */
	protected static function answer( $file, $index = 0 ) {
		$exchange = self::exchanges( $file )[ $index ] ?? null;
		if ( null === $exchange ) {
			throw new \RuntimeException( "$file has no exchange $index" );
		}
		return json_decode( $exchange['response']['body'], true, 512, JSON_THROW_ON_ERROR );
	}

	/**
	 * The raw body of one exchange.
	 *
	 * @param string $file  File name in the recordings folder.
	 * @param int    $index Which exchange.
	 * @return string
	 */
	protected static function body( $file, $index = 0 ) {
		return self::exchanges( $file )[ $index ]['response']['body'];
	}

	/**
	 * The `content.rendered` of the first page of a pages answer.
	 *
	 * @param string $file  File name in the recordings folder.
	 * @param int    $index Which exchange.
	 * @return string
	 */
	protected static function rendered_content( $file, $index = 0 ) {
		$page = self::answer( $file, $index )[0] ?? null;
		if ( ! is_array( $page ) ) {
			throw new \RuntimeException( "$file [$index] holds no page" );
		}
		return $page['content']['rendered'];
	}

	/**
	 * The theme's built-in content of a page (src/content/defaults.json).
	 *
	 * @param string $page Page key.
	 * @return array
	 */
	protected static function defaults( $page ) {
		$all = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/src/content/defaults.json' ), true, 512, JSON_THROW_ON_ERROR );
		return $all[ $page ];
	}

	/**
	 * Every string anywhere inside a value.
	 *
	 * @param mixed $value Value.
	 * @return string[]
	 */
	protected static function strings_in( $value ) {
		if ( is_string( $value ) ) {
			return array( $value );
		}
		if ( is_array( $value ) ) {
			return array_merge( array(), ...array_map( array( self::class, 'strings_in' ), array_values( $value ) ) );
		}
		return array();
	}

	/**
	 * No markup and no undecoded entity in any string of a value.
	 *
	 * @param mixed $value Value.
	 */
	protected function assertPlainText( $value ) {
		foreach ( self::strings_in( $value ) as $text ) {
			$this->assertDoesNotMatchRegularExpression( '/<[a-z!\/?]/i', $text );
			$this->assertDoesNotMatchRegularExpression( '/&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/i', $text );
		}
	}
}
