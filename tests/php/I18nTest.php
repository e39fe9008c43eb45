<?php
/**
 * Translation in the theme's PHP (docs/i18n.md): the copy files both
 * renderers read come through author_site_read_json() in the site's language,
 * in the theme's text domain only; event dates from the translated formats
 * and names of src/events/dates.json; the theme's .mo and the app's JSON
 * looked for in languages/. The translations are small .mo files made here
 * (a temporary folder, removed after), loaded as WordPress loads the theme's.
 * With none loaded, every text is the English of the spec, unchanged.
 *
 * @package AuthorSite
 */

namespace AuthorSite\Tests;

final class I18nTest extends TestCase {

	/** The built-in event's line in English (docs/events.md#dates). */
	const ENGLISH_DATE = 'Tuesday, September 30, 2025 · 7:00 PM – 8:30 PM EDT';

	/** A few strings in French, as a translator would give them. */
	const FRENCH = array(
		'Books'                => 'Livres',
		'Home'                 => 'Accueil',
		'Name is required'     => 'Le nom est obligatoire',
		// Also the Events page's built-in title (src/content/defaults.json):
		// the author's text, never translated.
		'Events & Appearances' => 'Événements et rencontres',
		'l, F j, Y'            => 'l j F Y',
		'g:i A'                => 'G \h i',
		'Tuesday'              => 'mardi',
		'September'            => 'septembre',
	);

	/** The same few in Spanish, with a 12-hour clock. */
	const SPANISH = array(
		'Books'     => 'Libros',
		'l, F j, Y' => 'l, j \d\e F \d\e Y',
		'AM'        => 'a. m.',
		'PM'        => 'p. m.',
		'Tuesday'   => 'martes',
		'Wednesday' => 'miércoles',
		'September' => 'septiembre',
		'October'   => 'octubre',
	);

	/** A plural of the theme's PHP (inc/admin/health/screen.php), in French. */
	const FRENCH_PLURAL = array(
		'%d upcoming event is on the site.',
		'%d upcoming events are on the site.',
		'%d événement à venir est sur le site.',
		'%d événements à venir sont sur le site.',
	);

	/** A plural pair of a copy file (src/books/copy.json seriesBooks), in French. */
	const FRENCH_COPY_PLURAL = array(
		'{count} book',
		'{count} books',
		'{count} livre',
		'{count} livres',
	);

	/**
	 * The folder of the .mo files made for these tests.
	 *
	 * @var string
	 */
	private static $dir = '';

	/**
	 * The locale a test switched to, or null.
	 *
	 * @var callable|null
	 */
	private $locale = null;

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		require_once ABSPATH . WPINC . '/pomo/mo.php';
		self::$dir = sys_get_temp_dir() . '/author-site-i18n-test-' . getmypid();
		wp_mkdir_p( self::$dir );
		self::write_mo( 'fr_FR', self::FRENCH, 'nplurals=2; plural=n > 1;', array( self::FRENCH_PLURAL, self::FRENCH_COPY_PLURAL ) );
		self::write_mo( 'es_ES', self::SPANISH, 'nplurals=2; plural=n != 1;' );
	}

	public static function tearDownAfterClass(): void {
		foreach ( (array) glob( self::$dir . '/*.mo' ) as $file ) {
			unlink( $file );
		}
		rmdir( self::$dir );
		parent::tearDownAfterClass();
	}

	protected function tearDown(): void {
		if ( $this->locale ) {
			remove_filter( 'locale', $this->locale );
			$this->locale = null;
		}
		// Back to English, as the site is, the domain free to load again.
		unload_textdomain( 'author-site' );
		unset( $GLOBALS['l10n_unloaded']['author-site'] );
		\WP_Translation_Controller::get_instance()->set_locale( determine_locale() );
		parent::tearDown();
	}

	/**
	 * Writes a .mo file of English => translation.
	 *
	 * @param string   $locale  Locale, the file's name.
	 * @param string[] $strings English => translation.
	 * @param string   $plurals The Plural-Forms header.
	 * @param array[]  $plural  Each: singular, plural and their two translations.
	 */
	private static function write_mo( $locale, array $strings, $plurals, array $plural = array() ) {
		$mo = new \MO();
		$mo->set_header( 'Language', $locale );
		$mo->set_header( 'Plural-Forms', $plurals );
		foreach ( $strings as $english => $translation ) {
			$mo->add_entry(
				new \Translation_Entry(
					array(
						'singular'     => $english,
						'translations' => array( $translation ),
					)
				)
			);
		}
		foreach ( $plural as $entry ) {
			$mo->add_entry(
				new \Translation_Entry(
					array(
						'singular'     => $entry[0],
						'plural'       => $entry[1],
						'translations' => array( $entry[2], $entry[3] ),
					)
				)
			);
		}
		$mo->export_to_file( self::$dir . "/$locale.mo" );
	}

	/**
	 * The site in a language for this test: its locale, and the theme's
	 * translation loaded in its text domain.
	 *
	 * @param string $locale 'fr_FR' or 'es_ES'.
	 */
	private function speak( $locale ) {
		if ( $this->locale ) {
			remove_filter( 'locale', $this->locale );
			unload_textdomain( 'author-site', true );
		}
		$this->locale = static fn() => $locale;
		add_filter( 'locale', $this->locale );
		$this->assertTrue( load_textdomain( 'author-site', self::$dir . "/$locale.mo", $locale ) );
		$this->assertSame( $locale, determine_locale() );
	}

	/**
	 * The navigation's labels by route, as read.
	 *
	 * @return array<string,string>
	 */
	private static function menu_labels() {
		return array_column( author_site_read_json( 'src/layout/navigation.json' ), 'label', 'to' );
	}

	public function test_every_copy_file_reads_as_its_english_without_a_translation() {
		$rules = author_site_read_json_raw( 'src/i18n/translatable.json' );
		$this->assertGreaterThanOrEqual( 10, count( $rules['files'] ) );
		foreach ( $rules['files'] as $file ) {
			$raw = json_decode( (string) file_get_contents( get_theme_file_path( $file ) ), true );
			$this->assertIsArray( $raw, $file );
			$this->assertSame( $raw, author_site_read_json( $file ), $file );
		}
		$this->assertSame( self::ENGLISH_DATE, author_site_format_event_date( author_site_default_event() ) );
	}

	public function test_copy_strings_come_in_the_loaded_translation_with_routes_patterns_and_numbers_kept() {
		$this->speak( 'fr_FR' );
		$menu = self::menu_labels();
		$this->assertSame( 'Accueil', $menu['/'] );
		$this->assertSame( 'Livres', $menu['/books'] );
		// Not in the translation: English.
		$this->assertSame( 'About', $menu['/about'] );

		$english = author_site_read_json_raw( 'src/contact/rules.json' );
		$rules   = author_site_read_json( 'src/contact/rules.json' );
		$this->assertSame( 'Le nom est obligatoire', $rules['errors']['nameRequired'] );
		$this->assertSame( $english['errors']['emailRequired'], $rules['errors']['emailRequired'] );
		// "emailPattern" is kept (src/i18n/translatable.json), numbers are not text.
		$this->assertSame( $english['emailPattern'], $rules['emailPattern'] );
		$this->assertSame( 10, $rules['messageMinLength'] );

		// The document titles' labels (inc/app/setup.php) from the same files.
		$labels = author_site_page_labels();
		$this->assertSame( 'Accueil', $labels['home'] );
		$this->assertSame( 'Livres', $labels['books'] );
	}

	public function test_files_that_are_not_copy_and_other_text_domains_stay_as_written() {
		$this->speak( 'fr_FR' );
		// The author's built-in text (src/content/defaults.json) is not in
		// src/i18n/translatable.json, though the translation has its strings.
		$defaults = author_site_read_json( 'src/content/defaults.json' );
		$this->assertSame( 'Books', $defaults['books']['pageTitle'] );
		$this->assertSame( 'Events & Appearances', $defaults['events']['pageTitle'] );
		$this->assertSame( author_site_read_json_raw( 'src/content/defaults.json' ), $defaults );
		// The translation is the theme's domain's, no other's.
		// phpcs:disable WordPress.WP.I18n -- the low-level lookup, in the theme's domain and core's.
		$this->assertSame( 'Livres', translate( 'Books', 'author-site' ) );
		$this->assertSame( 'Books', translate( 'Books', 'default' ) );
		// phpcs:enable
	}

	public function test_a_copy_value_keeps_its_keys_and_strings_without_a_letter() {
		$this->speak( 'fr_FR' );
		$this->assertSame(
			array(
				'to'    => 'Books',
				'label' => 'Livres',
				'dot'   => '.',
				'time'  => '7:00',
				'count' => 3,
				'on'    => true,
				'list'  => array( 'Livres', 'Novels' ),
			),
			author_site_translate_copy(
				array(
					'to'    => 'Books',
					'label' => 'Books',
					'dot'   => '.',
					'time'  => '7:00',
					'count' => 3,
					'on'    => true,
					'list'  => array( 'Books', 'Novels' ),
				),
				array( 'to' )
			)
		);
		$this->assertFalse( author_site_is_translatable( '.' ) );
		$this->assertFalse( author_site_is_translatable( '– 7:00 ·' ) );
		$this->assertTrue( author_site_is_translatable( 'Élise' ) );
	}

	public function test_nothing_is_translated_while_the_theme_is_set_up() {
		$this->speak( 'fr_FR' );
		// As during after_setup_theme, before which translations may not be
		// asked for (WordPress 6.7+ warns).
		$GLOBALS['wp_current_filter'][] = 'after_setup_theme';
		try {
			$navigation = author_site_read_json( 'src/layout/navigation.json' );
		} finally {
			array_pop( $GLOBALS['wp_current_filter'] );
		}
		$this->assertSame( author_site_read_json_raw( 'src/layout/navigation.json' ), $navigation );
		$this->assertSame( 'Livres', self::menu_labels()['/books'] );
	}

	public function test_a_change_of_language_in_a_request_is_read_anew() {
		$this->speak( 'fr_FR' );
		$this->assertSame( 'Livres', self::menu_labels()['/books'] );
		$this->speak( 'es_ES' );
		$this->assertSame( 'Libros', self::menu_labels()['/books'] );
		$this->speak( 'fr_FR' );
		$this->assertSame( 'Livres', self::menu_labels()['/books'] );
	}

	public function test_an_event_date_in_french_as_the_app_formats_it() {
		$this->speak( 'fr_FR' );
		// The same line as tests/unit/i18n/i18n.test.ts: the app's and the server's agree.
		$this->assertSame( 'mardi 30 septembre 2025 · 19 h 00 – 20 h 30 EDT', author_site_format_event_date( author_site_default_event() ) );
	}

	public function test_an_event_date_in_spanish_with_its_am_pm_and_literal_characters() {
		$this->speak( 'es_ES' );
		$event = author_site_default_event();
		$this->assertSame( 'martes, 30 de septiembre de 2025 · 7:00 p. m. – 8:30 p. m. EDT', author_site_format_event_date( $event ) );
		// An all-day event over two days: the two dates, no times.
		$event['allDay'] = true;
		$event['end']    = $event['start'] + 86400;
		$this->assertSame( 'martes, 30 de septiembre de 2025 – miércoles, 1 de octubre de 2025', author_site_format_event_date( $event ) );
	}

	public function test_date_fields_take_the_names_and_pass_other_characters_through() {
		$time = new \DateTimeImmutable( '2027-03-05 09:05:00', new \DateTimeZone( 'America/New_York' ) );
		$this->assertSame( 'Friday 5 March 2027, 05/03 9:05 AM am', author_site_format_date_fields( 'l j F Y, d/m g:i A a', $time ) );
		// Escaped and unknown characters (y, D) as written, as the app does.
		$this->assertSame( '09h05 9 3 at y D', author_site_format_date_fields( 'H\hi G n \a\t y D', $time ) );
		$this->speak( 'es_ES' );
		$this->assertSame( 'martes 9:05 a. m. a. m.', author_site_format_date_fields( 'l g:i A a', $time->modify( 'next tuesday 09:05' ) ) );
	}

	public function test_the_theme_translation_is_the_locales_mo_in_languages() {
		// A locale no other test loads, so nothing is remembered for it: the
		// domain loads just in time from the folder author_site_setup() gave.
		$this->locale = static fn() => 'fr_BE';
		add_filter( 'locale', $this->locale );
		$asked        = array();
		$redirect     = static function ( $mofile, $domain ) use ( &$asked ) {
			if ( 'author-site' !== $domain ) {
				return $mofile;
			}
			$asked[] = $mofile;
			return self::$dir . '/fr_FR.mo';
		};
		add_filter( 'load_textdomain_mofile', $redirect, 10, 2 );
		try {
			$books = translate( 'Books', 'author-site' ); // phpcs:ignore WordPress.WP.I18n.LowLevelTranslationFunction -- the lookup itself is under test.
		} finally {
			remove_filter( 'load_textdomain_mofile', $redirect, 10 );
		}
		$this->assertSame( array( get_theme_file_path( 'languages' ) . '/fr_BE.mo' ), $asked );
		$this->assertSame( 'Livres', $books );
		$this->assertSame( 'Livres', self::menu_labels()['/books'] );
	}

	/**
	 * Enqueues one of the theme's scripts and checks that, in French, WordPress
	 * asks for its translation as languages/author-site-fr_FR-{md5 of its
	 * path}.json and hands the script that file's strings.
	 *
	 * @param string   $handle  The script's handle.
	 * @param string   $path    Its path in the theme, e.g. build/index.js.
	 * @param callable $enqueue What enqueues it.
	 * @param string   $english One of its strings.
	 * @param string   $french  That string's translation.
	 */
	private function assert_translated_from_languages( $handle, $path, $enqueue, $english, $french ) {
		$scripts = $GLOBALS['wp_scripts'] ?? null;
		$styles  = $GLOBALS['wp_styles'] ?? null;
		$asked   = array();
		$json    = self::$dir . '/script.json';
		$catch   = static function ( $file, $script, $domain ) use ( &$asked, $json, $handle, $path ) {
			$asked[] = $file;
			return $handle === $script && 'author-site' === $domain && str_ends_with( $file, md5( $path ) . '.json' ) ? $json : $file;
		};
		file_put_contents( $json, wp_json_encode( array( 'locale_data' => array( 'messages' => array( $english => array( $french ) ) ) ) ) );
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		$GLOBALS['wp_styles']  = new \WP_Styles();
		try {
			$enqueue();
			$script = wp_scripts()->registered[ $handle ];
			$this->speak( 'fr_FR' );
			add_filter( 'load_script_translation_file', $catch, 10, 3 );
			$translations = load_script_textdomain( $handle, $script->textdomain, $script->translations_path );
		} finally {
			remove_filter( 'load_script_translation_file', $catch, 10 );
			$GLOBALS['wp_scripts'] = $scripts;
			$GLOBALS['wp_styles']  = $styles;
			unlink( $json );
		}
		$this->assertSame( 'author-site', $script->textdomain );
		$this->assertSame( get_theme_file_path( 'languages' ), $script->translations_path );
		$this->assertContains( get_theme_file_path( 'languages' ) . '/author-site-fr_FR-' . md5( $path ) . '.json', $asked );
		$this->assertStringContainsString( wp_json_encode( $french ), (string) $translations );
	}

	public function test_the_apps_script_gets_the_json_named_by_its_path_from_languages() {
		$this->assertFileExists( get_theme_file_path( 'build/index.asset.php' ), 'run npm run build' );
		$this->assert_translated_from_languages( 'author-site-app', 'build/index.js', 'author_site_enqueue_assets', 'Books', 'Livres' );
	}

	public function test_the_editors_script_gets_the_json_named_by_its_path_from_languages() {
		$this->assertFileExists( get_theme_file_path( 'build/editor.asset.php' ), 'run npm run build' );
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		$screen  = $GLOBALS['current_screen'] ?? null;
		$enqueue = static function () {
			// The script is for the page editor only.
			set_current_screen( 'page' );
			author_site_enqueue_editor_script();
		};
		try {
			$this->assert_translated_from_languages( 'author-site-editor', 'build/editor.js', $enqueue, 'Hero title', 'Titre principal' );
		} finally {
			$GLOBALS['current_screen'] = $screen;
		}
	}

	public function test_plural_strings_follow_the_translations_plural_forms() {
		$this->speak( 'fr_FR' );
		// translators: %d: how many events are coming.
		$line = static fn( $n ) => sprintf( _n( '%d upcoming event is on the site.', '%d upcoming events are on the site.', $n, 'author-site' ), $n );
		// French counts 0 as one (plural=n > 1); English would say "0 … events".
		$this->assertSame( '0 événement à venir est sur le site.', $line( 0 ) );
		$this->assertSame( '1 événement à venir est sur le site.', $line( 1 ) );
		$this->assertSame( '2 événements à venir sont sur le site.', $line( 2 ) );
	}

	public function test_a_copy_files_plural_pair_is_read_as_written_and_translated_with_its_number() {
		$this->speak( 'fr_FR' );
		$pair = author_site_copy( 'books' )['seriesBooks'];
		$this->assertSame( array( '{count} book', '{count} books' ), $pair );
		$this->assertSame(
			array( '{count} livre', '{count} livre', '{count} livres' ),
			array_map( fn( $n ) => author_site_plural_copy( $pair, $n ), array( 0, 1, 2 ) )
		);
		// Not while the theme is set up: English's rule, nothing loaded.
		$GLOBALS['wp_current_filter'][] = 'after_setup_theme';
		try {
			$during = array_map( fn( $n ) => author_site_plural_copy( $pair, $n ), array( 0, 1 ) );
		} finally {
			array_pop( $GLOBALS['wp_current_filter'] );
		}
		$this->assertSame( array( '{count} books', '{count} book' ), $during );
	}

	public function test_a_copy_plural_pair_in_english_is_singular_for_one_only() {
		$pair = author_site_copy( 'books' )['seriesComplete'];
		$this->assertSame( 'Complete series · {count} books', author_site_plural_copy( $pair, 0 ) );
		$this->assertSame( 'Complete series · {count} book', author_site_plural_copy( $pair, 1 ) );
		$this->assertSame( 'Complete series · {count} books', author_site_plural_copy( $pair, 4 ) );
	}
}
