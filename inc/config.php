<?php
/**
 * The app's configuration (see docs/runtime-config.md): everything the app
 * needs from WordPress, printed into the page as JSON data
 * (`#author-site-config`, inc/assets.php).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * WPForms' anti-spam token for a form, as the plugin prints it in the form's
 * `data-token` (WPForms Lite src/Forms/Token.php `Token::get( true, $form_data )`:
 * day-based, per form). Empty when WPForms is not active or has no token class.
 *
 * @param int $form_id The form's id.
 * @return string
 */
function author_site_wpforms_token( $form_id ) {
	if ( ! function_exists( 'wpforms' ) ) {
		return '';
	}
	try {
		$plugin = wpforms();
		$token  = null;
		if ( is_object( $plugin ) && method_exists( $plugin, 'obj' ) ) {
			$token = $plugin->obj( 'token' ); // WPForms 1.9.1+.
		} elseif ( is_object( $plugin ) && method_exists( $plugin, 'get' ) ) {
			$token = $plugin->get( 'token' );
		}
		if ( ! is_object( $token ) || ! method_exists( $token, 'get' ) ) {
			return '';
		}
		$value = $token->get( true, array( 'id' => $form_id ) );
	} catch ( Throwable $e ) {
		return '';
	}
	return is_string( $value ) && preg_match( '/^[a-f0-9]{32}$/', $value ) ? $value : '';
}

/**
 * The author's WPForms form as the settings map it: its id, name format and
 * field ids, or null while it is not configured (a form id and the name,
 * email and message field ids are needed; see docs/forms.md).
 *
 * @return array|null `formId`, `nameFormat`, `fields`.
 */
function author_site_wpforms_form() {
	$settings = author_site_settings();
	$wpforms  = is_array( $settings['wpforms'] ) ? $settings['wpforms'] : array();
	$fields   = isset( $wpforms['fields'] ) && is_array( $wpforms['fields'] ) ? $wpforms['fields'] : array();
	$form_id  = author_site_positive_int( isset( $wpforms['form_id'] ) ? $wpforms['form_id'] : 0 );
	$ids      = array();
	foreach ( array( 'name', 'email', 'subject', 'message' ) as $key ) {
		$id = author_site_positive_int( isset( $fields[ $key ] ) ? $fields[ $key ] : 0 );
		if ( $id ) {
			$ids[ $key ] = $id;
		}
	}
	if ( ! $form_id || empty( $ids['name'] ) || empty( $ids['email'] ) || empty( $ids['message'] ) ) {
		return null;
	}
	return array(
		'formId'     => $form_id,
		'nameFormat' => isset( $wpforms['name_format'] ) && 'first-last' === $wpforms['name_format'] ? 'first-last' : 'simple',
		'fields'     => $ids,
	);
}

/**
 * `contact.wpforms` (docs/runtime-config.md): the author's WPForms form with
 * what the page carries for it (WPForms' token and, for a logged-in user, its
 * nonce), or null while it is not configured.
 *
 * @return array|null
 */
function author_site_wpforms_config() {
	$config = author_site_wpforms_form();
	if ( null === $config ) {
		return null;
	}
	$form_id = $config['formId'];
	$token   = author_site_wpforms_token( $form_id );
	if ( '' !== $token ) {
		$config['token'] = $token;
		// When it was made, and how long WPForms' own script keeps a token
		// before asking for a new one (`wpforms_get_token`): a page kept by a
		// page cache refreshes it the same way (src/contact/token.ts).
		$config['tokenTime']     = time();
		$config['tokenLifetime'] = max( 60, (int) apply_filters( 'wpforms_forms_token_cache_lifetime', DAY_IN_SECONDS ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WPForms' own filter, read as its script reads it.
	}
	// WPForms refuses a logged-in user's submit without this nonce
	// (WPForms_Process::process); visitors need none. Printed in the page
	// (no cache keeps a logged-in user's page), sent back by the app's submit
	// and by the server's form (`author_site_wpforms_nonce`).
	if ( is_user_logged_in() ) {
		$config['nonce'] = wp_create_nonce( 'wpforms::form_' . $form_id );
	}
	return $config;
}

/**
 * A link from the settings as the app takes it (src/config/config.ts
 * httpUrl()): an absolute http(s) URL with a plain host name, trimmed, that
 * cleaning leaves as it is; else ''. What the app would refuse or read
 * differently never reaches the page, so both views show the same links.
 *
 * @param mixed $url A stored link.
 * @return string
 */
function author_site_config_link( $url ) {
	$url  = author_site_http_url( is_string( $url ) ? $url : '' );
	$host = null === $url ? null : wp_parse_url( $url, PHP_URL_HOST );
	if ( ! is_string( $host ) || ! preg_match( '/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/i', $host ) ) {
		return '';
	}
	return esc_url_raw( $url, array( 'http', 'https' ) ) === $url ? $url : '';
}

/**
 * A published page chosen in the settings (the posts page, the privacy
 * policy) as `{ url, label }` for the app's links, or null
 * (docs/whole-site.md, docs/runtime-config.md#keys).
 *
 * @param int $page_id The page's id (0: none chosen).
 * @return array{url:string,label:string}|null
 */
function author_site_config_page_link( $page_id ) {
	$page = $page_id ? get_post( (int) $page_id ) : null;
	if ( ! $page instanceof WP_Post || 'page' !== $page->post_type || 'publish' !== $page->post_status || '' !== $page->post_password ) {
		return null;
	}
	$label = author_site_meta_text( html_entity_decode( wp_strip_all_tags( get_the_title( $page ) ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
	return array(
		'url'   => (string) get_permalink( $page ),
		'label' => '' === $label ? (string) $page->post_name : $label,
	);
}

/**
 * The configuration object, made once per request (the inline script and the
 * first view's markup both use it).
 *
 * @return array
 */
function author_site_config() {
	static $config = null;
	if ( null !== $config ) {
		return $config;
	}
	$settings   = author_site_settings();
	$newsletter = author_site_newsletter_config();
	$social     = array();
	foreach ( (array) $settings['social'] as $network => $url ) {
		$url = author_site_config_link( $url );
		if ( '' !== $url ) {
			$social[ sanitize_key( $network ) ] = $url;
		}
	}
	$config = array(
		'homeUrl'      => home_url( '/' ),
		'restUrl'      => get_rest_url(),
		'ajaxUrl'      => admin_url( 'admin-ajax.php' ),
		'assetsUrl'    => get_theme_file_uri( 'build/' ),
		'siteName'     => author_site_site_name(),
		'authorName'   => author_site_author_name(),
		'contactEmail' => author_site_contact_email(),
		'social'       => (object) $social,
		'contact'      => array( 'wpforms' => author_site_wpforms_config() ),
		// The Events page's "Subscribe to the calendar" link, when The Events Calendar is active.
		'events'       => array( 'icalUrl' => author_site_events_ical_url() ),
		'newsletter'   => array(
			// The form the theme's PHP chose (the setting, else the newest), so the app's step 1 picks the same.
			'formId'    => $newsletter ? $newsletter['formId'] : null,
			'configUrl' => home_url( '/constant-contact-config.json' ),
			'available' => null !== $newsletter,
		),
		// Both forms without the app (docs/forms.md#without-javascript): the signed token, a logged-in user's nonce, and what a form posted in this request answered.
		'forms'        => array(
			'token'  => author_site_form_token(),
			'nonce'  => author_site_form_nonce(),
			'result' => author_site_form_result(),
		),
		// The posts page (Settings → Reading) and the privacy policy (Settings → Privacy), when published.
		'blog'         => 'page' === get_option( 'show_on_front' ) ? author_site_config_page_link( (int) get_option( 'page_for_posts' ) ) : null,
		'privacy'      => author_site_config_page_link( (int) get_option( 'wp_page_for_privacy_policy' ) ),
		// The author's cover, photo and Site Logo as WordPress prints them, and the monogram (docs/pictures.md).
		'pictures'     => author_site_pictures(),
		// The menus assigned to the two locations (Appearance → Menus), null where none is (inc/menus.php).
		'menus'        => array(
			'primary' => author_site_menu_links( 'primary' ),
			'footer'  => author_site_menu_links( 'footer' ),
		),
	);
	if ( is_user_logged_in() ) {
		$config['restNonce'] = wp_create_nonce( 'wp_rest' );
	}
	// The site's clock as the page was drawn: the app hydrates on it (src/ui/useNow.ts).
	$config['drawnAt'] = author_site_now();
	// On an event's page: which event the server drew (docs/events.md#event-page).
	$event = author_site_current_event();
	if ( null !== $event ) {
		$config['event'] = array( 'slug' => author_site_current_event_slug() );
	}
	// On a book's page: which book the server drew, and the day its release line was read on (docs/books.md#book-pages).
	$book = author_site_current_book();
	if ( null !== $book ) {
		$config['book'] = array(
			'slug'  => $book['book']['slug'],
			'today' => author_site_site_today(),
		);
	}
	// On /books with her other books listed: the day their release dates were read on (docs/books.md#the-books-page).
	if ( 'books' === author_site_current_page() && null !== author_site_books_listing() ) {
		$config['catalogue'] = array( 'today' => author_site_site_today() );
	}
	return $config;
}
